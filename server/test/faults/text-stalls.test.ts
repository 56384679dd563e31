import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, insertUser, type FaultUser } from './support/calls.js';
import { baseEnv, openShared, sleep, startProcess, step, until, type Proc } from './support/cluster.js';
import { faultDataDir } from './support/suite.js';

// Issue 21, items 1–3: one learner's text must never stop everyone. A real API process (SQLite, the
// offline assessor); while each attack runs, another client's GET /api/health must answer within
// 250 ms more than it did idle, measured in this same run before the attacks.

const HEALTH_SLACK_MS = 250;
const DAY = 86_400;

/** GET /api/health latencies, one after another with a short pause, until `stop` is called. */
function watchHealth(proc: Proc) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      const res = await fetch(`${proc.url}/api/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
      await sleep(20);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies;
    },
  };
}

const worst = (xs: number[]) => Math.max(...xs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function storeEntry(proc: Proc, user: FaultUser, day: number, content: string): Promise<string> {
  const r = await api<{ id: string }>(proc, user, 'POST', '/documents/journal/store/', {
    date: String(Date.UTC(2024, 0, 1) / 1000 + day * DAY),
    content,
    time_zone: 'UTC',
  });
  if (r.status !== 200) throw new Error(`storing an entry: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.id;
}

/** Starts an analysis and resolves once it is no longer analysing, with its assessment. */
async function analyse(proc: Proc, user: FaultUser, id: string) {
  const started = await api(proc, user, 'POST', `/documents/journal/${id}/assess`);
  if (started.status !== 202) throw new Error(`assess: ${started.status} ${JSON.stringify(started.json)}`);
  return until(
    `the analysis of ${id}`,
    async () => {
      const r = await api<{ status: string; notes?: string[] }>(
        proc,
        user,
        'GET',
        `/documents/journal/${id}/assessment`,
      );
      return r.json.status !== 'analyzing' && r.json;
    },
    120_000,
  );
}

describe('stalls: one learner’s text does not stop the server for others (SQLite, offline assessor)', () => {
  const dataDir = faultDataDir();

  it('health answers within 250 ms of its idle latency during a hostile import and hostile analyses', async () => {
    const env = { ...baseEnv({ dataDir }), QUOTA_ASSESSMENTS_PER_HOUR: '0' };
    const proc = await startProcess('api', 'api-stalls', env);
    const db = openShared({ sqliteFile: join(dataDir, 'inkwell.sqlite') });
    const attacker = await insertUser(db, env);
    const other = await insertUser(db, env);
    await db.close();
    for (const [user, language] of [
      [attacker, 'it'],
      [other, 'en'],
    ] as const) {
      const r = await api(proc, user, 'PUT', '/auth/me', { target_language: language });
      expect(r.status).toBe(200);
    }
    // Warm: the checker thread loads harper and the Italian dictionary, the import its modules, unmeasured.
    await analyse(proc, attacker, await storeEntry(proc, attacker, 0, 'Ciao, oggi sono andato al mare.'));
    await analyse(proc, other, await storeEntry(proc, other, 0, 'She go to school.'));

    const importMarkdown = (body: string) =>
      fetch(`${proc.url}/api/account/import?file=journal.md&commit=0`, {
        method: 'POST',
        headers: { ...attacker.headers, 'content-type': 'text/markdown' },
        body,
      });
    expect((await importMarkdown('# 2026-11-24\nAyer.\n')).status).toBe(200);

    const idleWatch = watchHealth(proc);
    await sleep(2_000);
    const idle = await idleWatch.stop();
    const limit = worst(idle) + HEALTH_SLACK_MS;
    step(
      `idle: ${idle.length} health checks, median ${median(idle).toFixed(1)} ms, worst ${worst(idle).toFixed(1)} ms`,
    );

    // 1. A Markdown import whose heading line is `# a`, 3,500 spaces and `b` (before: seconds of backtracking).
    const heading = `# a${' '.repeat(3_500)}b\n`;
    const markdown = `${heading.repeat(3)}# 2026-11-25\nHoy fui al mercado.\n`;
    let watch = watchHealth(proc);
    for (let i = 0; i < 3; i++) {
      expect((await importMarkdown(markdown)).status).toBe(200);
    }
    const duringImport = await watch.stop();
    step(
      `hostile ${markdown.length}-byte Markdown import ×3: health worst ${worst(duringImport).toFixed(1)} ms`,
    );

    // 2. "Ciao" and 19,990 dots, analysed (before: 1–4 s of sentence splitting on the event loop).
    const dots = await storeEntry(proc, attacker, 1, `Ciao${'.'.repeat(19_990)}x`);
    watch = watchHealth(proc);
    const dotsResult = await analyse(proc, attacker, dots);
    const duringDots = await watch.stop();
    step(
      `"Ciao" + 19,990 dots analysed (${dotsResult.status}): health worst ${worst(duringDots).toFixed(1)} ms`,
    );
    expect(dotsResult.status).toBe('done');

    // 3. One learner's longest entry analysed while another analyses one sentence.
    const sentence = 'Yesterday I has went to the market with my freind because we needed vegetables. ';
    const longText = sentence.repeat(Math.ceil(20_000 / sentence.length)).slice(0, 20_000);
    const longId = await storeEntry(proc, attacker, 2, longText);
    const shortId = await storeEntry(proc, other, 1, 'She go to school yesterday.');
    watch = watchHealth(proc);
    const finished: string[] = [];
    const longDone = analyse(proc, attacker, longId).then((r) => (finished.push('long'), r));
    await sleep(300); // the long entry's check is under way
    const shortDone = analyse(proc, other, shortId).then((r) => (finished.push('short'), r));
    const [longResult, shortResult] = await Promise.all([longDone, shortDone]);
    const duringLong = await watch.stop();
    step(
      `20,000-character entry and a one-sentence entry analysed: finished ${finished.join(' then ')}; health worst ${worst(duringLong).toFixed(1)} ms`,
    );
    expect([longResult.status, shortResult.status]).toEqual(['done', 'done']);
    // The order is logged, not asserted: on a quiet machine the long entry can be done before the
    // sentence is even sent. Round-robin turns are asserted on the checker itself (checker-client.test.ts).

    expect(worst(duringImport)).toBeLessThan(limit);
    expect(worst(duringDots)).toBeLessThan(limit);
    expect(worst(duringLong)).toBeLessThan(limit);
  });
});
