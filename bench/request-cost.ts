// What one request of the learners' mix (bench/load.ts) costs the API, measured without load, so the
// figures hold on a busy machine: SQL round trips per request (every statement pg sends, BEGIN and
// COMMIT included), how long its transactions stay open, and the API's CPU time per request.
//   node --import tsx bench/request-cost.ts [postgres|sqlite] [repeats]
//   node --import tsx bench/request-cost.ts auth [seconds]   (GET /api/auth/me over loopback: the API's CPU
//     per request and per idle second, the load from a separate autocannon process as in bench/auth-me.ts)
// Requests go through fastify's inject in this process, one at a time; the job workers are stopped
// before measuring, so their polls are not counted (idle-process cost: node --cpu-prof, decision 310).
// SHOW_SQL=1 prints the statements of two cycles; ONLY='POST review' (a kind) runs that request alone,
// for a CPU profile (node --cpu-prof --import tsx bench/request-cost.ts …). Figures: decisions 310, 311.
// PostgreSQL's CPU per cycle: utime+stime (/proc/<pid>/stat) of the backends serving this process's
// connections, over all measured cycles; other sessions' backends are not counted (decision 316).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createSignedInUser, createTestApp } from '../server/test/support/app.js';
import type { Engine } from '../server/src/db/database.js';
import { measureHttp, startBaselineServer } from './http.js';

const engine = (process.argv[2] ?? 'postgres') as Engine;
const REPEATS = Number(process.argv[3] ?? 40);
const J = '/api/documents/journal';
const TEXT = 'I has went to the the store yesterday and buyed a apple. She go to school every days.';

/** Statements sent on any pg connection, and the open time of each transaction (BEGIN → COMMIT). */
const counter = { statements: 0, acquisitions: 0, transactions: 0, txMs: 0, show: false };
const openedAt = new WeakMap<object, number>();
/** Backend process ids of the connections this process used (pg's `processID`, from BackendKeyData). */
const backends = new Set<number>();
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
/** CPU milliseconds the backends used so far; a backend that exited counts nothing (connections stay open). */
function backendCpuMs(): number {
  let ticks = 0;
  for (const pid of backends) {
    try {
      // After "(comm) " come fields 3 (state) onwards: utime is field 14, stime field 15.
      const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(rest[11]) + Number(rest[12]);
    } catch {
      // the backend is gone (its connection closed): nothing to add
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
// Each checkout of a pool connection: under load every one is a wait in the pool's queue (decision 329).
const originalConnect = pg.Pool.prototype.connect as (...a: unknown[]) => unknown;
pg.Pool.prototype.connect = function (this: object, ...args: unknown[]) {
  counter.acquisitions++;
  return originalConnect.apply(this, args);
} as typeof pg.Pool.prototype.connect;
const originalQuery = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
  const pid = (this as { processID?: number | null }).processID;
  if (pid) backends.add(pid);
  const first = args[0] as string | { text?: string };
  const text = (typeof first === 'string' ? first : (first?.text ?? '')).trim().toUpperCase();
  counter.statements++;
  if (process.env.SHOW_SQL && counter.show) console.log('   ', text.replace(/\s+/g, ' ').slice(0, 160));
  if (text.startsWith('BEGIN')) openedAt.set(this, performance.now());
  if (text.startsWith('COMMIT') || text.startsWith('ROLLBACK')) {
    counter.transactions++;
    counter.txMs += performance.now() - (openedAt.get(this) ?? performance.now());
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function main() {
  const t = await createTestApp(engine);
  try {
    const user = await createSignedInUser(t);
    const call = async (method: string, url: string, payload?: object) => {
      const r = await t.app.inject({
        method: method as 'GET',
        url,
        headers: user.headers,
        ...(payload ? { payload } : {}),
      });
      if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
      return r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {};
    };
    await call('PUT', '/api/auth/me', { target_language: 'en', native_language: 'es' });
    for (let i = 0; i < 3; i++)
      await call('POST', '/api/concepts/vocab', {
        word: `w${i}`,
        definition: `m${i}`,
        target_language: 'en',
      });
    const cards = (await call('GET', '/api/concepts/review/due?limit=20')).cards as { card_id: string }[];
    const analysed = await call('POST', `${J}/store/`, {
      date: String(Date.UTC(2025, 1, 1) / 1000),
      content: TEXT,
      time_zone: 'UTC',
    });
    await call('POST', `${J}/${analysed.id as string}/assess`);
    let corrections: string[] = [];
    for (let i = 0; i < 600 && corrections.length === 0; i++) {
      const a = await call('GET', `${J}/${analysed.id as string}/assessment`);
      if (a.status === 'done')
        corrections = (a.data as { corrections: { id: string }[] }).corrections.map((c) => c.id);
      else await new Promise((r) => setTimeout(r, 100));
    }
    if (corrections.length < 2) throw new Error('no corrections');
    await t.deps.jobs.stop(1000);

    // One learner's cycle, as bench/load-mix-client.mjs walks it.
    const cycle = (n: number): [string, () => Promise<unknown>][] => {
      const date = Date.UTC(2030, 0, 1) / 1000 + n * 86_400;
      const day = new Date(date * 1000);
      let created: Record<string, unknown> = {};
      const accepted = n % 2 === 0;
      return [
        [
          'POST store',
          async () =>
            (created = await call('POST', `${J}/store/`, {
              date: String(date),
              content: `Entry ${n}: today I walked to the market with my sister and we bought bread.`,
              time_zone: 'UTC',
            })),
        ],
        [
          'PUT entry',
          () =>
            call('PUT', `${J}/${created.id as string}`, {
              content: `Entry ${n}: today I walked to the market with my sister, and we bought fresh bread.`,
              version: created.version,
            }),
        ],
        ['GET monthly', () => call('GET', `${J}/monthly/${day.getUTCFullYear()}/${day.getUTCMonth() + 1}`)],
        ['GET entry', () => call('GET', `${J}/${created.id as string}`)],
        ['GET assessment', () => call('GET', `${J}/${analysed.id as string}/assessment`)],
        ['GET due', () => call('GET', '/api/concepts/review/due?limit=20')],
        [
          'POST correction-state',
          () =>
            call('POST', `${J}/${analysed.id as string}/correction-state`, {
              correction_id: corrections[n % corrections.length],
              accepted,
              rejected: !accepted,
            }),
        ],
        [
          'POST review',
          () => call('POST', `/api/concepts/review/${cards[n % cards.length]!.card_id}`, { rating: 'good' }),
        ],
        ['GET sessions', () => call('GET', '/api/exercises/user/sessions')],
        ['GET auth/me', () => call('GET', '/api/auth/me')],
      ];
    };
    const totals = new Map<
      string,
      {
        statements: number;
        acquisitions: number;
        transactions: number;
        txMs: number;
        cpuUs: number;
        ms: number;
      }
    >();
    let pgCpuMs = 0;
    for (let n = 0; n < REPEATS + 5; n++) {
      const pgBefore = backendCpuMs();
      for (const [kind, run] of cycle(n)) {
        if (process.env.ONLY && kind !== process.env.ONLY) continue; // one kind alone, for a CPU profile
        const before = { ...counter };
        const cpu = process.cpuUsage();
        const started = performance.now();
        counter.show = n === 5 || n === 6;
        if (counter.show && process.env.SHOW_SQL) console.log(kind);
        await run();
        counter.show = false;
        const used = process.cpuUsage(cpu);
        if (n < 5) continue; // warm-up: compiled code, statement caches
        const sum = totals.get(kind) ?? {
          statements: 0,
          acquisitions: 0,
          transactions: 0,
          txMs: 0,
          cpuUs: 0,
          ms: 0,
        };
        sum.statements += counter.statements - before.statements;
        sum.acquisitions += counter.acquisitions - before.acquisitions;
        sum.transactions += counter.transactions - before.transactions;
        sum.txMs += counter.txMs - before.txMs;
        sum.cpuUs += used.user + used.system;
        sum.ms += performance.now() - started;
        totals.set(kind, sum);
      }
      if (n >= 5) pgCpuMs += backendCpuMs() - pgBefore;
    }
    const cpuAll = [...totals.values()].reduce((a, s) => a + s.cpuUs, 0) / REPEATS;
    console.log(
      `${engine}, ${REPEATS} cycles, per request (mean); API CPU per cycle ${Math.round(cpuAll)} µs` +
        (engine === 'postgres'
          ? `; PostgreSQL CPU per cycle ${((pgCpuMs * 1000) / REPEATS).toFixed(0)} µs (${backends.size} backends, ${1000 / TICKS_PER_SECOND} ms ticks):`
          : ':'),
    );
    console.log('| request | statements | pool waits | transactions | open tx ms | API CPU µs | wall ms |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [kind, s] of totals) {
      const m = (v: number, d = 1) => (v / REPEATS).toFixed(d);
      console.log(
        `| ${kind} | ${engine === 'postgres' ? m(s.statements) : '–'} | ${engine === 'postgres' ? m(s.acquisitions) : '–'} | ${engine === 'postgres' ? m(s.transactions) : '–'} | ${engine === 'postgres' ? m(s.txMs, 2) : '–'} | ${m(s.cpuUs, 0)} | ${m(s.ms, 2)} |`,
      );
    }
  } finally {
    await t.dispose();
  }
}

/** CPU of this process (the API) per GET /api/auth/me, and per second while idle (job polls, timers). */
async function authCost(seconds: number) {
  // The job workers run as in an API process (JOBS_IN_PROCESS), at its production poll interval.
  const t = await createTestApp('sqlite', {}, { jobPollMs: Number(process.env.JOB_POLL_MS ?? 500) });
  try {
    const user = await createSignedInUser(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await measureHttp(`${address}/api/auth/me`, { headers: user.headers, seconds: 1 }); // warm-up
    await new Promise((r) => setTimeout(r, 3000)); // let the idle poll settle
    let cpu = process.cpuUsage();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const idle = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const f = await measureHttp(`${address}/api/auth/me`, { headers: user.headers, seconds });
    const busy = process.cpuUsage(cpu);
    const requests = f.rps * seconds;
    const baseline = await startBaselineServer();
    cpu = process.cpuUsage();
    const b = await measureHttp(baseline.url, { seconds });
    const baseUs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / (b.rps * seconds);
    baseline.server.close();
    const meUs = (busy.user + busy.system) / requests;
    console.log(`bare node:http: ${Math.round(b.rps)} req/s, ${baseUs.toFixed(1)} µs CPU per request`);
    console.log(`CPU per request, node:http ÷ auth/me: ${((baseUs / meUs) * 100).toFixed(1)} %`);
    console.log(
      `idle API process: ${((idle.user + idle.system) / 1000 / seconds).toFixed(1)} ms CPU per second`,
    );
    console.log(
      `GET /api/auth/me: ${Math.round(f.rps)} req/s, ${((busy.user + busy.system) / requests).toFixed(1)} µs CPU per request (${requests} requests)`,
    );
  } finally {
    await t.dispose();
  }
}

if (process.argv[2] === 'auth') await authCost(Number(process.argv[3] ?? 5));
else await main();
