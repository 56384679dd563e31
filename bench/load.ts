import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { formatFigures, measureHttp, type HttpFigures } from './http.js';

const CONNECTIONS = 200;
const SECONDS = 30;
const J = '/api/documents/journal';
const ANALYSED_TEXT = 'I has went to the the store yesterday and buyed a apple. She go to school every days.';

/**
 * `npm run bench`: a mixed workload on PostgreSQL against two API processes sharing one database —
 * reads of the month, an entry and the vocabulary cards; writes of entries and correction states —
 * at 200 connections (100 per process) for 30 s. Prints req/s, p50/p99 and errors (target: none).
 */
export async function benchLoad(report: (line: string) => void): Promise<void> {
  const database = await createFaultDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-load-'));
  try {
    const env = { ...baseEnv({ databaseUrl: database.url, dataDir }), LOG_LEVEL: 'error' };
    const [a, b] = await Promise.all([startProcess('api', 'api-1', env), startProcess('api', 'api-2', env)]);
    const shared = openShared({ databaseUrl: database.url });
    const user = await insertUser(shared, env);
    await shared.close();
    const seed = await seedUser(a!, user);
    report(
      `seeded one learner: 31 entries in January, ${seed.corrections.length} corrections on an analysed entry, 20 vocabulary cards`,
    );
    const requests = workload(seed);
    const headers = user.headers;
    const [ra, rb] = await Promise.all(
      [a!, b!].map((p) =>
        measureHttp(`${p.url}/`, {
          connections: CONNECTIONS / 2,
          seconds: SECONDS,
          headers,
          requests: requests.map(({ label: _label, ...r }) => r),
        }),
      ),
    );
    report(`mix per connection: ${requests.map((r) => `${r.method} ${r.label}`).join(', ')}`);
    report(`api-1 (${CONNECTIONS / 2} connections, ${SECONDS} s)  ${formatFigures(ra!)}`);
    report(`api-2 (${CONNECTIONS / 2} connections, ${SECONDS} s)  ${formatFigures(rb!)}`);
    const total = combine(ra!, rb!);
    report(`both  (${CONNECTIONS} connections, ${SECONDS} s)  ${formatFigures(total)}`);
    if (total.errors + total.non2xx > 0)
      throw new Error(`${total.errors} errors and ${total.non2xx} non-2xx answers under load (target: 0)`);
  } finally {
    await killAll();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Seed {
  entryIds: string[];
  analysedId: string;
  corrections: string[];
}

async function seedUser(p: Proc, user: FaultUser): Promise<Seed> {
  const ok = async <T>(method: string, path: string, body?: unknown) => {
    const r = await api<T>(p, user, method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json;
  };
  await ok('PUT', '/auth/me', { target_language: 'en', native_language: 'es' });
  const entryIds: string[] = [];
  for (let d = 0; d < 31; d++) {
    const date = String(Date.UTC(2025, 0, 1 + d) / 1000);
    const e = await ok<{ id: string }>('POST', '/documents/journal/store/', {
      date,
      content: `Day ${d + 1}: today I walked to the market with my sister and we bought bread and cheese.`,
      time_zone: 'UTC',
    });
    entryIds.push(e.id);
  }
  for (let i = 0; i < 20; i++)
    await ok('POST', '/concepts/vocab', {
      word: `word${i}`,
      definition: `meaning ${i}`,
      target_language: 'en',
    });
  const analysed = await ok<{ id: string }>('POST', '/documents/journal/store/', {
    date: String(Date.UTC(2025, 1, 1) / 1000),
    content: ANALYSED_TEXT,
    time_zone: 'UTC',
  });
  await ok('POST', `/documents/journal/${analysed.id}/assess`);
  const corrections = await until('the offline assessment', async () => {
    const s = await ok<{ status: string; data: { corrections: { id: string }[] } | null }>(
      'GET',
      `/documents/journal/${analysed.id}/assessment`,
    );
    if (s.status === 'failed') throw new Error('assessment failed');
    return s.status === 'done' && s.data!.corrections.map((c) => c.id);
  });
  if (corrections.length < 2) throw new Error(`expected corrections, got ${corrections.length}`);
  return { entryIds, analysedId: analysed.id, corrections };
}

/** One connection's cycle: 6 reads, 4 writes. */
function workload(seed: Seed) {
  const post = (label: string, path: string, body: unknown) => ({
    label,
    method: 'POST',
    path,
    body: JSON.stringify(body),
  });
  const get = (label: string, path: string) => ({ label, method: 'GET', path });
  const store = (day: number) =>
    post('store entry', `${J}/store/`, {
      date: String(Date.UTC(2025, 2, day) / 1000),
      content: `March ${day}: a short entry written again and again under load.`,
      time_zone: 'UTC',
    });
  const state = (i: number, accepted: boolean) =>
    post('correction state', `${J}/${seed.analysedId}/correction-state`, {
      correction_id: seed.corrections[i % seed.corrections.length],
      accepted,
      rejected: !accepted,
    });
  return [
    get('month', `${J}/monthly/2025/1`),
    get('entry', `${J}/${seed.entryIds[3]}`),
    get('vocab cards', '/api/concepts/vocab-cards'),
    store(1),
    state(0, true),
    get('month', `${J}/monthly/2025/1`),
    get('entry', `${J}/${seed.entryIds[17]}`),
    get('vocab cards', '/api/concepts/vocab-cards'),
    store(2),
    state(1, false),
  ];
}

/** Two simultaneous runs: throughput adds up; latency percentiles are shown as the worse of the two. */
function combine(x: HttpFigures, y: HttpFigures): HttpFigures {
  return {
    rps: x.rps + y.rps,
    p50: Math.max(x.p50, y.p50),
    p99: Math.max(x.p99, y.p99),
    errors: x.errors + y.errors,
    non2xx: x.non2xx + y.non2xx,
  };
}
