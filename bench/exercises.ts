import { addVocab, createSignedInUser, type TestApp, type TestUser } from '../server/test/support/app.js';
import { startFakeLlm } from '../server/test/support/fake-llm.js';
import { BENCH_MODULE, createModelTestApp } from '../server/test/support/model-module.js';
import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { size } from './mode.js';

const MODEL_DELAY_MS = size(2000, 200);
const CONCEPTS = 5;

/** Wall time to generate a 5-concept session with a model answering after 2 s, next to 5 × 2 s. */
export async function benchExercises(report: (line: string) => void): Promise<void> {
  const llm = await startFakeLlm();
  llm.fallback = () => ({
    delayMs: MODEL_DELAY_MS,
    json: BENCH_MODULE,
  });
  const t = await createModelTestApp('sqlite', llm, {
    AI_MODEL: 'bench-model',
    AI_CONCURRENCY: String(CONCEPTS),
    EXERCISE_MODULE_CONCURRENCY: String(CONCEPTS),
  });
  try {
    const user = await createSignedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < CONCEPTS; i++) {
      ids.push((await addVocab(t, user, `palabra${i}`, `word ${i}`)).conceptId);
    }
    const idleMb = rssMb();
    const started = Date.now();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/exercises/sessions',
      headers: user.headers,
      payload: { concept_ids: ids },
    });
    if (created.statusCode !== 201) throw new Error(`session → ${created.statusCode} ${created.body}`);
    const sessionId = created.json().session_id as string;
    // The app runs in this process (the model is a fake server in it too): its RSS is the API's.
    const { peakMb } = await peakRssWhile([process.pid], () => generated(t, user, sessionId));
    const wall = Date.now() - started;
    const sequential = CONCEPTS * MODEL_DELAY_MS;
    report(`${CONCEPTS}-concept session, model answers after ${MODEL_DELAY_MS} ms: ${wall} ms wall time`);
    report(
      `sequential figure ${CONCEPTS} × ${MODEL_DELAY_MS} ms = ${sequential} ms; ratio ${(wall / sequential).toFixed(2)} (1.0 = no parallelism)`,
    );
    report(memoryLine('API (this process, SQLite, fake model)', idleMb, peakMb[0]!));
  } finally {
    await t.dispose();
    await llm.close();
  }
}

/** Polls the session's status until its modules are generated. */
async function generated(t: TestApp, user: TestUser, sessionId: string): Promise<void> {
  for (;;) {
    const s = await t.app.inject({
      method: 'GET',
      url: `/api/exercises/sessions/${sessionId}/status`,
      headers: user.headers,
    });
    const status = s.json().status as string;
    if (status !== 'generating') {
      if (status !== 'ready') throw new Error(`session ended ${status}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
