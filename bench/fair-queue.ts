import { createSignedInUser, type TestApp, type TestUser } from '../server/test/support/app.js';
import { startFakeLlm, type RecordedRequest } from '../server/test/support/fake-llm.js';
import { BENCH_MODULE, createModelTestApp } from '../server/test/support/model-module.js';
import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { size } from './mode.js';

const MODEL_DELAY_MS = size(200, 50);
const FLOOD_SESSIONS = size(20, 2);
const CONCEPTS = size(10, 3);
const SAMPLES = size(5, 1);

/** The model's answer: an empty assessment (no concepts, so no session), or a module. */
function reply(req: RecordedRequest) {
  const schema = req.body.response_format?.json_schema?.name;
  const json =
    schema === 'journal_assessment'
      ? { feedback: 'Good.', student_language_level: 'A2', corrections: [], vocab_concepts: [], grammar: [] }
      : BENCH_MODULE;
  return { delayMs: MODEL_DELAY_MS, json };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Fair queue (decision 134): user B's assessment latency while user A floods the queue with exercise sessions
 * (20 sessions × 10 concepts = 200 module jobs), as a ratio to B's latency on an idle queue (target ≤ 2×).
 * The model is the fake OpenAI-compatible server answering every call after a fixed delay. A's quotas
 * are lifted so the flood is as big as asked: this measures the scheduler, not the quotas.
 */
export async function benchFairQueue(report: (line: string) => void): Promise<void> {
  const llm = await startFakeLlm();
  llm.fallback = reply;
  const t = await createModelTestApp('sqlite', llm, {
    AI_MODEL: 'bench-model',
    QUOTA_ASSESSMENTS_PER_HOUR: '0',
    QUOTA_SESSIONS_IN_FLIGHT: '0',
    QUOTA_MODEL_CALLS_PER_DAY: '0',
  });
  try {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    let day = 0;
    const latency = () => assessmentLatency(t, b, day++);
    const idleMb = rssMb();
    const idle: number[] = [];
    for (let i = 0; i < SAMPLES; i++) idle.push(await latency());

    const concepts = await addConcepts(t, a, CONCEPTS);
    for (let s = 0; s < FLOOD_SESSIONS; s++) {
      const res = await inject(t, a, 'POST', '/api/exercises/sessions', { concept_ids: concepts });
      if (res.statusCode !== 201) throw new Error(`flood session → ${res.statusCode} ${res.body}`);
    }
    const modulesBefore = llm.requests.length;
    const busy: number[] = [];
    // The app and its job workers run in this process: its RSS is the API's.
    const { peakMb } = await peakRssWhile([process.pid], async () => {
      for (let i = 0; i < SAMPLES; i++) busy.push(await latency());
    });
    const modulesDuring = llm.requests.length - modulesBefore - SAMPLES;
    const backlog = await queuedJobs(t);

    const ratio = median(busy) / median(idle);
    report(
      `B's assessment, idle queue            median ${median(idle)} ms (${SAMPLES} runs, model ${MODEL_DELAY_MS} ms)`,
    );
    report(
      `B's assessment, A flooding            median ${median(busy)} ms (A: ${FLOOD_SESSIONS * CONCEPTS} module jobs; ${modulesDuring} generated meanwhile, ${backlog} still queued)`,
    );
    report(
      `ratio flooded ÷ idle                  ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'OK' : 'ABOVE TARGET'}`,
    );
    report(memoryLine('API (this process, SQLite, fake model)', idleMb, peakMb[0]!));
  } finally {
    await t.dispose();
    await llm.close();
  }
}

function inject(t: TestApp, user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

async function addConcepts(t: TestApp, user: TestUser, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await inject(t, user, 'POST', '/api/concepts/vocab', {
      word: `palabra${i}`,
      definition: `word ${i}`,
      target_language: 'es',
    });
    ids.push(res.json<{ concept_id: string }>().concept_id);
  }
  return ids;
}

/** From POST …/assess to the finished assessment, polling every 10 ms. */
async function assessmentLatency(t: TestApp, user: TestUser, day: number): Promise<number> {
  const date = String(Date.UTC(2021, 0, 1) / 1000 + day * 86_400);
  const entry = await inject(t, user, 'POST', '/api/documents/journal/store/', {
    date,
    content: 'Ayer fui al mercado con mi amigo.',
  });
  if (entry.statusCode !== 200) throw new Error(`store → ${entry.statusCode} ${entry.body}`);
  const id = entry.json<{ id: string }>().id;
  const started = performance.now();
  const asked = await inject(t, user, 'POST', `/api/documents/journal/${id}/assess`);
  if (asked.statusCode !== 202) throw new Error(`assess → ${asked.statusCode} ${asked.body}`);
  for (;;) {
    const status = (await inject(t, user, 'GET', `/api/documents/journal/${id}/assessment`)).json<{
      status: string;
    }>().status;
    if (status === 'done') return Math.round(performance.now() - started);
    if (status !== 'analyzing') throw new Error(`assessment ended ${status}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function queuedJobs(t: TestApp): Promise<number> {
  const row = await t.deps.db.kysely
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'queued')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
