import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { api, insertUser, type FaultUser } from '../server/test/faults/support/calls.js';
import {
  baseEnv,
  createFaultDatabase,
  killAll,
  openShared,
  startProcess,
  until,
  type Proc,
} from '../server/test/faults/support/cluster.js';
import { formatFigures, type HttpFigures } from './http.js';
import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { size } from './mode.js';

const CONNECTIONS = size(200, 4);
/** BENCH_LOAD_SECONDS shortens a trial run; `npm run bench` uses 30 s. */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? size(30, 2));
/** The API's PostgreSQL pool (server/src/db/database.ts default) times the two processes. */
const POOL_PER_PROCESS = 10;
const P99_TARGET_MS = 250;
const CARDS_PER_LEARNER = size(5, 2);
/** Entries assessed at most per learner until one comes back with its corrections (see seedLearner). */
const ANALYSE_ATTEMPTS = 3;
/** Learners of the current seeding whose first assessment came back without corrections. */
let reassessed = 0;
const ANALYSED_TEXT = 'I has went to the the store yesterday and buyed a apple. She go to school every days.';

interface Learner {
  id: string;
  token: string;
  analysedId: string;
  corrections: string[];
  cardIds: string[];
}

/**
 * `npm run bench`: what learners do, on PostgreSQL with two API processes sharing one database, at 200
 * virtual users (one account and one keep-alive connection each, half on each process) for 30 s: create
 * the entry of a day never used, edit it with its version, read the month, the entry, an assessment and
 * the due cards, set a correction's state, review a card, list exercise sessions (bench/load-mix-client.mjs).
 * Any non-2xx answer fails the bench. Beside it, in the same run: the same mix against one API process,
 * and its SQL straight through `pg` over the same total pool (bench/load-pg-baseline.mjs).
 */
export async function benchLoad(report: (line: string) => void): Promise<void> {
  const database = await createFaultDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-load-'));
  try {
    const env = { ...baseEnv({ databaseUrl: database.url, dataDir }), LOG_LEVEL: 'error' };
    const [a, b] = await Promise.all([startProcess('api', 'api-1', env), startProcess('api', 'api-2', env)]);
    const learners = await seedLearners(a!, env, database.url, CONNECTIONS);
    report(
      `seeded ${learners.length} learners, each: an analysed entry (${learners[0]!.corrections.length} corrections), ${learners[0]!.cardIds.length} due cards` +
        (reassessed ? ` (${reassessed} assessments came back without corrections and were redone)` : ''),
    );
    await runMix([a!, b!], learners, 15_000, size(3, 1)); // warm-up, not measured: JIT, pools, PostgreSQL's caches
    const pids = [a!.child.pid!, b!.child.pid!];
    const idleMb = pids.map((pid) => rssMb(pid));
    const { result: two, peakMb } = await peakRssWhile(pids, () => runMix([a!, b!], learners, 0));
    const one = await runMix([a!], learners, 5_000);
    const baseline = await runScript('load-pg-baseline.mjs', {
      databaseUrl: database.url,
      poolSize: POOL_PER_PROCESS * 2,
      connections: CONNECTIONS,
      seconds: SECONDS,
      dayOffset: 10_000,
      users: learners,
    });
    report(`two API processes  ${formatFigures(two)}`);
    report(`one API process    ${formatFigures(one)}`);
    report(`pg directly (pool ${POOL_PER_PROCESS * 2})  ${formatFigures(baseline)}`);
    report(
      `p99, two processes   ${two.p99} ms (target ≤ ${P99_TARGET_MS} ms) ${two.p99 <= P99_TARGET_MS ? 'OK' : 'ABOVE TARGET'}`,
    );
    report(`p99 ms by request, two processes: ${two.p99ByKind!.join(', ')}`);
    report(`throughput two ÷ one process     ${(two.rps / one.rps).toFixed(2)}×`);
    report(`p99 two processes ÷ pg p99       ${(two.p99 / baseline.p99).toFixed(2)}×`);
    report(`throughput two processes ÷ pg    ${((two.rps / baseline.rps) * 100).toFixed(1)} %`);
    // Idle: after seeding and the warm-up (pools open, code compiled), before the measured run.
    for (const [i, name] of ['api-1', 'api-2'].entries())
      report(memoryLine(`${name} (PostgreSQL), two processes`, idleMb[i]!, peakMb[i]!));
    for (const [name, f] of [
      ['two processes', two],
      ['one process', one],
      ['pg baseline', baseline],
    ] as const) {
      if (f.errors + f.non2xx > 0)
        throw new Error(
          `${name}: ${f.errors} errors and ${f.non2xx} non-2xx answers (target: 0), first: ${f.failures.join(' | ')}`,
        );
    }
  } finally {
    await killAll();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type MixFigures = HttpFigures & { failures: string[]; p99ByKind?: string[] };

const run = promisify(execFile);

/** Runs one of this bench's load scripts in its own process with its options in a file. */
async function runScript(script: string, options: object): Promise<MixFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-bench-load-opts-'));
  try {
    const file = join(dir, 'options.json');
    writeFileSync(file, JSON.stringify(options));
    const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
    const { stdout } = await run(process.execPath, [path, file], { maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(stdout) as MixFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const runMix = (procs: Proc[], learners: Learner[], dayOffset: number, seconds = SECONDS) =>
  runScript('load-mix-client.mjs', {
    urls: procs.map((p) => p.url),
    connections: CONNECTIONS,
    seconds,
    dayOffset,
    users: learners,
  });

/** One account per virtual user, seeded through the API ten at a time. */
async function seedLearners(
  p: Proc,
  env: Record<string, string>,
  databaseUrl: string,
  count: number,
): Promise<Learner[]> {
  const shared = openShared({ databaseUrl });
  reassessed = 0;
  try {
    const ready: (() => Promise<Learner>)[] = [];
    for (let i = 0; i < count; i += 10) {
      const batch = Array.from({ length: Math.min(10, count - i) }, async () => {
        const user = await insertUser(shared, env);
        return seedLearner(p, user);
      });
      ready.push(...(await Promise.all(batch)));
    }
    const learners: Learner[] = [];
    for (const learner of ready) learners.push(await learner());
    // Work the seeding queued (assessments, and what follows them) must not run during a measured run.
    await until(
      'an idle job queue',
      async () => {
        const { n } = await shared.kysely
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('state', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow();
        return Number(n) === 0;
      },
      300_000,
    );
    return learners;
  } finally {
    await shared.close();
  }
}

/** Seeds a learner and asks for its assessment; answers how to wait for the learner to be ready. */
async function seedLearner(p: Proc, user: FaultUser): Promise<() => Promise<Learner>> {
  const ok = async <T>(method: string, path: string, body?: unknown) => {
    const r = await api<T>(p, user, method, path, body);
    if (r.status >= 300) throw new Error(`seed ${method} ${path}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json;
  };
  await ok('PUT', '/auth/me', { target_language: 'en', native_language: 'es' });
  for (let i = 0; i < CARDS_PER_LEARNER; i++)
    await ok('POST', '/concepts/vocab', {
      word: `word${i}`,
      definition: `meaning ${i}`,
      target_language: 'en',
    });
  const due = await ok<{ cards: { card_id: string }[] }>('GET', '/concepts/review/due?limit=50');
  // On a loaded machine the offline check of an entry can time out (the assessment is then done without
  // its corrections, PART_NOT_CHECKED): such a learner writes the next day's entry and has it assessed
  // again, up to ANALYSE_ATTEMPTS times.
  const analyse = async (attempt: number) => {
    const entry = await ok<{ id: string }>('POST', '/documents/journal/store/', {
      date: String(Date.UTC(2025, 1, 1 + attempt) / 1000),
      content: ANALYSED_TEXT,
      time_zone: 'UTC',
    });
    await ok('POST', `/documents/journal/${entry.id}/assess`);
    return entry.id;
  };
  let analysedId = await analyse(0);
  // The assessments run on the API processes' job workers while the other learners are seeded.
  const corrections = async () => {
    for (let attempt = 1; ; attempt++) {
      const list = await until(
        'the offline assessment',
        async () => {
          const s = await ok<{ status: string; data: { corrections: { id: string }[] } | null }>(
            'GET',
            `/documents/journal/${analysedId}/assessment`,
          );
          if (s.status === 'failed') throw new Error('assessment failed');
          return s.status === 'done' && s.data!.corrections.map((c) => c.id);
        },
        300_000,
      );
      if (list.length >= 2) return list;
      if (attempt === ANALYSE_ATTEMPTS)
        throw new Error(`expected corrections, got ${list.length} in each of ${attempt} assessments`);
      reassessed++;
      analysedId = await analyse(attempt);
    }
  };
  const token = user.headers.authorization!.replace(/^Bearer /, '');
  return async () => {
    const found = await corrections();
    return {
      id: user.id,
      token,
      analysedId,
      corrections: found,
      cardIds: due.cards.map((c) => c.card_id),
    };
  };
}
