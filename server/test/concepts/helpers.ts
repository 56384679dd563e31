import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { recordDiscoveredVocab } from '../../src/concepts/service.js';
import type { TestApp, TestUser } from '../support/app.js';

/** An HTTP call through the real app; answers status and parsed body. */
export async function call(
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as unknown) : null, raw: res };
}

/** A vocab concept as an assessment would store it; answers its id (the vocab_uuid). */
export async function discoverWord(t: TestApp, user: TestUser, word: string, lang = 'es'): Promise<string> {
  const id = randomUUID();
  await recordDiscoveredVocab(
    t.deps.db,
    user.id,
    null,
    lang,
    [
      {
        vocab_uuid: id,
        word,
        correction_type: 'vocabulary',
        context: `Comí una ${word}.`,
        justification: 'spelling',
      },
    ],
    t.deps.now(),
  );
  return id;
}

/** A discovered word with its recognition and recall cards in the deck. */
export async function wordInDeck(t: TestApp, user: TestUser, word: string): Promise<string> {
  const id = await discoverWord(t, user, word);
  const res = await call(t, user, 'POST', '/api/concepts/srs-cards', {
    concept_id: id,
    concept_type: 'vocab',
    card_types: ['recognition', 'recall'],
  });
  expect(res.status).toBe(200);
  return id;
}

export function grammarBody(title: string, extra: Record<string, unknown> = {}) {
  return {
    concept_type: 'grammar',
    concept_data: {
      title,
      description: 'have/has + past participle',
      examples: ['I has went home → I have gone home'],
      difficulty_level: 'intermediate',
      tags: ['verbs'],
      target_language: 'en',
      ...extra,
    },
    card_types: ['recognition', 'context'],
  };
}

export const detailOf = (body: unknown) => (body as { detail: string }).detail;
