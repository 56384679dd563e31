import type { EntryAssessment, SessionWithModules } from '@inkwell/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp, TestUser } from '../support/app.js';
import { until } from '../support/until.js';

/** One of user A's resources of every kind, created through the API; the matrix builds requests from it. */
export interface Fixture {
  userId: string;
  email: string;
  entryId: string;
  correctionId: string;
  /** The exercise session the entry's assessment started (found by journal id). */
  journalSessionId: string;
  /** A deck session (Create Exercise), ready, with one of its modules. */
  sessionId: string;
  moduleId: string;
  vocabId: string;
  grammarId: string;
  cardId: string;
  /** A concept only the DELETE route uses, so deleting it leaves the rest of A's data in place. */
  spareConceptId: string;
  /** Text that appears only in A's rows: B's lists must never show it. */
  marker: string;
}

export const J = '/api/documents/journal';
export const SENTENCE = 'I has went to the the store yesterday and buyed a apple.';

export type Call = (
  user: TestUser,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => Promise<{ status: number; json: () => any; text: () => string }>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const caller =
  (t: TestApp): Call =>
  async (user, method, url, payload) => {
    const res = await t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, json: () => res.json(), text: () => res.body };
  };

function ok<T>(what: string, res: { status: number; json: () => T }, status = 200): T {
  if (res.status !== status) throw new Error(`${what} → ${res.status} ${JSON.stringify(res.json())}`);
  return res.json();
}

/** Builds A's data: profile, an assessed entry with a correction state, concepts, cards, sessions. */
export async function buildFixture(t: TestApp, a: TestUser): Promise<Fixture> {
  const call = caller(t);
  const marker = `zzmarker${a.id.slice(0, 8)}`;
  ok(
    'profile',
    await call(a, 'PUT', '/api/auth/me', {
      display_name: marker,
      target_language: 'en',
      native_language: 'es',
      time_zone: 'UTC',
    }),
  );
  const date = String(Math.floor(Date.UTC(2026, 10, 20) / 1000));
  const entry = ok<{ id: string }>(
    'store',
    await call(a, 'POST', `${J}/store/`, { date, content: `${SENTENCE} ${marker}` }),
  );
  ok('assess', await call(a, 'POST', `${J}/${entry.id}/assess`), 202);
  const assessment = await until('the assessment', async () => {
    const x = (await call(a, 'GET', `${J}/${entry.id}/assessment`)).json() as EntryAssessment;
    return x.status !== 'analyzing' && x;
  });
  if (assessment.status !== 'done') throw new Error(`assessment ${assessment.status}: ${assessment.error}`);
  const correctionId = assessment.data!.corrections[0]!.id;
  ok(
    'correction state',
    await call(a, 'POST', `${J}/${entry.id}/correction-state`, {
      correction_id: correctionId,
      accepted: true,
      rejected: false,
    }),
  );
  const journalSession = await until('the journal session', async () => {
    const r = await call(a, 'GET', `/api/exercises/sessions/by-journal/${entry.id}`);
    return r.status === 200 && r;
  });
  // Wait for its generation too, so A's data holds still while B tries things.
  const journalSessionId = (journalSession.json() as { document_id: string }).document_id;
  await until('the journal session generation', async () => {
    const s = (await call(a, 'GET', `/api/exercises/sessions/${journalSessionId}/status`)).json();
    return (s as { status: string }).status !== 'generating';
  });
  const vocab = ok<{ concept_id: string }>(
    'vocab',
    await call(a, 'POST', '/api/concepts/vocab', {
      word: `${marker}word`,
      definition: 'a word of A',
      target_language: 'en',
    }),
  );
  const spare = ok<{ concept_id: string }>(
    'spare vocab',
    await call(a, 'POST', '/api/concepts/vocab', { word: `${marker}spare`, definition: 'spare' }),
  );
  const grammar = ok<{ concept_id: string }>(
    'grammar',
    await call(a, 'POST', '/api/concepts/srs-cards-with-data', {
      concept_type: 'grammar',
      concept_data: { title: `${marker} perfect`, description: 'have + participle', target_language: 'en' },
      card_types: ['recognition', 'context'],
    }),
  );
  const due = ok<{ cards: { card_id: string; concept_id: string }[] }>(
    'due',
    await call(a, 'GET', `/api/concepts/review/due?concept_id=${vocab.concept_id}`),
  );
  const session = ok<{ session_id: string }>(
    'session',
    await call(a, 'POST', '/api/exercises/sessions', { concept_ids: [vocab.concept_id] }),
    201,
  );
  await until('the deck session', async () => {
    const s = (await call(a, 'GET', `/api/exercises/sessions/${session.session_id}/status`)).json();
    return (s as { status: string }).status !== 'generating';
  });
  const full = ok<SessionWithModules>(
    'session',
    await call(a, 'GET', `/api/exercises/sessions/${session.session_id}`),
  );
  const module = full.modules[0]!;
  return {
    userId: a.id,
    email: a.email,
    entryId: entry.id,
    correctionId,
    journalSessionId: (journalSession.json() as { document_id: string }).document_id,
    sessionId: session.session_id,
    moduleId:
      typeof module === 'string' ? (JSON.parse(module) as { module_id: string }).module_id : module.module_id,
    vocabId: vocab.concept_id,
    grammarId: grammar.concept_id,
    cardId: due.cards[0]!.card_id,
    spareConceptId: spare.concept_id,
    marker,
  };
}

/** Well-formed ids that name nothing: for requests refused before any lookup (auth, size, headers). */
export function placeholderFixture(): Fixture {
  const id = () => crypto.randomUUID();
  return {
    userId: id(),
    email: 'nobody@example.com',
    entryId: id(),
    correctionId: id(),
    journalSessionId: id(),
    sessionId: id(),
    moduleId: id(),
    vocabId: id(),
    grammarId: id(),
    cardId: id(),
    spareConceptId: id(),
    marker: 'zzmarker',
  };
}
