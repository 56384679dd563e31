import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  baseEnv,
  insertUser,
  killAll,
  openShared,
  signal,
  startProcess,
  step,
  type FaultUser,
  type Proc,
} from './support/cluster.js';

const WRITERS = 8;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2001, 0, 1);

interface Entry {
  id: string;
  data: { content: string };
  day: string;
}

describe('SQLite: the API process killed (SIGKILL) while saving entries', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-faults-'));
  afterAll(async () => {
    await killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('after a restart, every save that was answered 200 is there with its exact content', async () => {
    const env = baseEnv({ dataDir });
    const first = await startProcess('api', 'api-sqlite', env);
    const shared = openShared({ sqliteFile: join(dataDir, 'inkwell.sqlite') });
    const user = await insertUser(shared, env);
    await shared.close();

    const acked = new Map<string, { id: string; content: string }>();
    let nextDay = 0;
    let sent = 0;
    let clientErrors = 0;
    let stop = false;
    // Each writer saves a new day's entry after another; the content is unique and checked later.
    const writer = async () => {
      while (!stop) {
        const day = nextDay++;
        const date = (FIRST_DAY + day * DAY_MS) / 1000;
        const content = `Día ${day}: ${randomBytes(24).toString('base64url')} — ñandú, café.`;
        sent += 1;
        try {
          const r = await api<Entry>(first, user, 'POST', '/documents/journal/store/', {
            date: String(date),
            content,
            time_zone: 'UTC',
          });
          if (r.status === 200) acked.set(r.json.day, { id: r.json.id, content });
          else throw new Error(`unexpected ${r.status} ${JSON.stringify(r.json)}`);
        } catch (e) {
          if (first.alive() && !String(e).includes('fetch failed')) throw e;
          clientErrors += 1; // the process died with this request in flight: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await waitForAcks(() => acked.size, 300);
    signal(first, 'SIGKILL');
    const exit = await first.exited;
    stop = true;
    await Promise.all(writers);
    step(
      `${WRITERS} clients saved entries for distinct days; SIGKILL after ${acked.size} acknowledged saves (exit signal ${exit.signal}); ${sent} sent, ${clientErrors} cut off`,
    );
    expect(exit.signal).toBe('SIGKILL');

    const second = await startProcess('api', 'api-sqlite-restarted', env);
    step('restarted the API on the same DATA_DIR');
    const missing = await checkAll(second, user, acked);
    expect(missing).toEqual([]);
    step(
      `checked: all ${acked.size} acknowledged entries read back through the API with their exact content`,
    );
  });
});

async function waitForAcks(count: () => number, target: number): Promise<void> {
  const end = Date.now() + 30_000;
  while (count() < target && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  if (count() < target) throw new Error(`only ${count()} saves acknowledged in 30 s`);
}

/** Reads each acknowledged entry back; returns the days that are missing or differ. */
async function checkAll(
  proc: Proc,
  user: FaultUser,
  acked: Map<string, { id: string; content: string }>,
): Promise<string[]> {
  const bad: string[] = [];
  for (const [day, saved] of acked) {
    const r = await api<Entry>(proc, user, 'GET', `/documents/journal/${saved.id}`);
    if (r.status !== 200 || r.json.data.content !== saved.content || r.json.day !== day) bad.push(day);
  }
  return bad;
}
