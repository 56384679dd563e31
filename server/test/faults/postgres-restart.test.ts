import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { answerModules, requestsFor } from './support/model.js';
import { addWords, createSession, insertUser, sessionStatus, type FaultUser } from './support/calls.js';
import { sleep, startProcess, step, until, type Proc } from './support/cluster.js';
import { postgresFaultSuite } from './support/suite.js';

const run = promisify(execFile);
const CLIENTS = 8;
// Long enough for a stop that first writes a checkpoint (seen: several seconds after heavy test runs).
const MODEL_DELAY_MS = 10_000;
const DAY_MS = 86_400_000;

interface Outcome {
  at: number;
  kind: 'ok' | 'clean-5xx' | 'client-error' | 'unclean';
  what: string;
}

/** A 5xx is clean when its body is `{detail}` JSON without a stack trace or SQL text. */
function classify(status: number, body: string): Outcome['kind'] {
  if (status >= 200 && status < 300) return 'ok';
  if (status < 500) return 'unclean';
  try {
    const json = JSON.parse(body) as { detail?: unknown };
    const detail = typeof json.detail === 'string' ? json.detail : '';
    if (!detail || /\n\s+at |select |insert |update |ECONN|terminat/i.test(body)) return 'unclean';
    return 'clean-5xx';
  } catch {
    return 'unclean';
  }
}

describe('PostgreSQL restarted under load', () => {
  // Whatever failed in the test, never leave the machine's PostgreSQL stopped.
  const suite = postgresFaultSuite({
    beforeDrop: async () => {
      if (!(await pgReady())) await pgctl('start').catch(() => undefined);
      await until('PostgreSQL to accept connections', async () => pgReady(), 60_000);
    },
  });

  it('requests fail cleanly during the outage and succeed after it, without restarting the app', async () => {
    const { llm } = suite;
    const env = suite.env({ JOB_LEASE_MS: '2000' });
    // The first model answer comes back while PostgreSQL is down, so that job must store its result
    // (and then its retry) against a dead database; later answers are quick.
    const arrivals = answerModules(llm, (_w, nth) => (nth === 1 ? MODEL_DELAY_MS : 100));
    const proc = await startProcess('api', 'api-pg', env);
    const shared = suite.openShared();
    const user = await insertUser(shared, env);
    await shared.close();

    const outcomes: Outcome[] = [];
    let stop = false;
    let day = 0;
    const clients = Array.from({ length: CLIENTS }, (_, i) =>
      loop(
        proc,
        user,
        i,
        outcomes,
        () => stop,
        () => day++,
      ),
    );
    await sleep(1500);
    const inFlight = await createSession(proc, user, await addWords(proc, user, ['enVuelo']));
    await until('the module job to call the model', async () => requestsFor(llm, 'enVuelo').length === 1);
    // A restart in two steps, so the outage surely spans the model's answer to the running job.
    const modelAnswersAt = arrivals[0]!.at + MODEL_DELAY_MS;
    const stopFrom = Date.now();
    await pgctl('stop');
    const downAt = Date.now();
    expect(downAt).toBeLessThan(modelAnswersAt);
    await sleep(Math.max(1000, modelAnswersAt + 2000 - Date.now()));
    await pgctl('start');
    await until('PostgreSQL to accept connections', async () => pgReady(), 60_000);
    const upAt = Date.now();
    step(
      `pg_ctlcluster main stop, then start, under load from ${CLIENTS} clients: down ${downAt - stopFrom} ms after the stop began, back after ${upAt - stopFrom} ms; the running job's model answer came ${modelAnswersAt - downAt} ms into the outage`,
    );

    // Keep the load on until 50 requests in a row have succeeded after the restart.
    const recovered = await until<number>(
      '50 successes in a row after the restart',
      async () => {
        const after = outcomes.filter((o) => o.at > upAt);
        const lastBad = after.findLastIndex((o) => o.kind !== 'ok');
        return after.length - (lastBad + 1) >= 50 && (after[lastBad]?.at ?? upAt);
      },
      30_000,
    ).catch((e: unknown) => {
      const last = outcomes.slice(-5).map((o) => o.what);
      throw new Error(
        `${String(e)}; alive: ${proc.alive()}; last: ${last.join(' | ')}\n${proc.output().slice(-3000)}`,
      );
    });
    stop = true;
    await Promise.all(clients);

    const count = (k: Outcome['kind']) => outcomes.filter((o) => o.kind === k).length;
    step(
      `${outcomes.length} requests: ${count('ok')} ok, ${count('clean-5xx')} clean 5xx {detail}, ${count('client-error')} client-side connection errors, ${count('unclean')} unclean; ${recovered > upAt ? `last failure ${recovered - upAt} ms after PostgreSQL was back` : 'none failed once PostgreSQL was back'}`,
    );
    const unclean = outcomes.filter((o) => o.kind === 'unclean' || o.kind === 'client-error');
    expect(unclean.map((o) => o.what)).toEqual([]);
    // A lost database is 'try again shortly' (503), not an internal error (500).
    const failed = outcomes.filter((o) => o.kind === 'clean-5xx');
    expect(failed.filter((o) => !o.what.includes('→ 503 ')).map((o) => o.what)).toEqual([]);
    step(`checked: every failed request answered 503 with a {detail} (${failed.length})`);
    expect(proc.alive()).toBe(true);
    expect((await fetch(`${proc.url}/api/health`)).status).toBe(200);
    step('checked: no unclean answer, no dropped connection, the same process is alive and healthy');
    const finished = await until('the job that was running during the restart', async () => {
      const s = await sessionStatus(proc, user, inFlight);
      return s.status !== 'generating' && s;
    });
    expect(finished).toMatchObject({ status: 'ready', modules_ready: 1 });
    expect(proc.alive()).toBe(true);
    step(
      `checked: the module job whose model answer came back during the outage completed after it (${requestsFor(llm, 'enVuelo').length} model requests)`,
    );

    // The in-process workers recovered as well: a job queued after the restart completes.
    const sessionId = await createSession(proc, user, await addWords(proc, user, ['reinicio']));
    await until('the session made after the restart to be ready', async () => {
      const s = await sessionStatus(proc, user, sessionId);
      return s.status === 'ready';
    });
    step('checked: a session created after the restart was generated by the same process');
  });
});

async function loop(
  proc: Proc,
  user: FaultUser,
  client: number,
  outcomes: Outcome[],
  stopped: () => boolean,
  nextDay: () => number,
): Promise<void> {
  for (let n = 0; !stopped(); n++) {
    const read = (n + client) % 2 === 0;
    const at = Date.now();
    const what = read ? 'GET monthly' : 'POST store';
    try {
      const res = read
        ? await fetch(`${proc.url}/api/documents/journal/monthly/2003/${1 + (n % 12)}`, {
            headers: user.headers,
          })
        : await fetch(`${proc.url}/api/documents/journal/store/`, {
            method: 'POST',
            headers: user.headers,
            body: JSON.stringify({
              // A new day each time: creating on a day that has an entry is a 409 (decision 138).
              date: String((Date.UTC(2003, 0, 1) + nextDay() * DAY_MS) / 1000),
              content: `entrada ${n} del cliente ${client}`,
              time_zone: 'UTC',
            }),
          });
      const body = await res.text();
      const kind = classify(res.status, body);
      outcomes.push({ at, kind, what: `${what} → ${res.status} ${body.slice(0, 200)}` });
    } catch (e) {
      outcomes.push({ at, kind: 'client-error', what: `${what} → ${String(e)}` });
      await sleep(50);
    }
  }
}

function pgctl(action: 'start' | 'stop') {
  const version = readdirSync('/etc/postgresql')[0]!;
  return run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action]);
}

async function pgReady(): Promise<boolean> {
  try {
    await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
    return true;
  } catch {
    return false;
  }
}
