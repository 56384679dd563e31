import { expect } from 'vitest';
import { call } from '../concepts/helpers.js';
import type { TestApp, TestUser } from '../support/app.js';
import { until } from '../support/until.js';

/** Adds each word to the deck, creates a session from them and waits until it is ready (offline generator). */
export async function readySession(
  t: TestApp,
  user: TestUser,
  ...words: string[]
): Promise<{ id: string; concepts: string[] }> {
  const concepts: string[] = [];
  for (const word of words) {
    const res = await call(t, user, 'POST', '/api/concepts/vocab', {
      word,
      definition: `meaning of ${word}`,
      target_language: 'es',
    });
    expect(res.status).toBe(200);
    concepts.push((res.body as { concept_id: string }).concept_id);
  }
  const created = await call(t, user, 'POST', '/api/exercises/sessions', { concept_ids: concepts });
  expect(created.status).toBe(201);
  const id = (created.body as { session_id: string }).session_id;
  await until(async () => {
    const s = (await call(t, user, 'GET', `/api/exercises/sessions/${id}/status`)).body as {
      status: string;
      failure_reason: string | null;
    };
    if (s.status !== 'generating' && s.status !== 'ready')
      throw new Error(`session is ${s.status}: ${s.failure_reason ?? ''}`);
    return s.status === 'ready';
  });
  return { id, concepts };
}
