import type { Fixture } from './fixture.js';

/**
 * One entry per registered route (the SPA's static files, registered only with a built web app, aside). The suite compares this list with the routes the server registers
 * (collected with an onRoute hook): a new route without an entry, or an entry without a route, fails.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Req {
  url: string;
  payload?: unknown;
}

export interface ApiRoute {
  /**
   * public: no token. own: works on the caller's own data and names nothing of A's (lists, creates).
   * foreign: the path, query or body names one of A's resources — B sending it gets 404.
   */
  access: 'public' | 'own' | 'foreign';
  /** A valid request of user A (ids from A's fixture). */
  valid(f: Fixture): Req;
  /** A's status for valid() — run after all read-only entries when `mutates`. */
  expectA: number;
  /** Lists the caller's rows: B's answer must hold none of A's. */
  list?: boolean;
  mutates?: boolean;
  /** What the property tests vary: path params by name, the query, the JSON body. */
  inputs: { params?: string[]; query?: boolean; body?: boolean };
}

const J = '/api/documents/journal';
const IMPORT_SAMPLE = {
  format: 'inkwell-export',
  version: 1,
  exported_at: '2026-11-25T00:00:00.000Z',
  profile: null,
  entries: [
    {
      ref: 'e1',
      day: '2020-02-02',
      date_seconds: 1580644800,
      time_zone: 'UTC',
      content: 'Imported text.',
      target_language: 'es',
      word_count: 2,
      version: 1,
      analysis_state: null,
      created_at: 1580644800000,
      updated_at: 1580644800000,
      assessment: null,
      correction_states: [],
    },
  ],
  concepts: [],
  sessions: [],
};
const ALL_A1_PROMPTS_BUT_ONE = Array.from(
  { length: 19 },
  (_, i) => `a1-${String(i + 1).padStart(2, '0')}`,
).join(',');
const day = String(Math.floor(Date.UTC(2026, 10, 21) / 1000));
// Creating refuses a day that has an entry (409), so the second store route writes another day.
const nextDay = String(Math.floor(Date.UTC(2026, 10, 22) / 1000));

export const API_MATRIX: Record<string, ApiRoute> = {
  'GET /api/health': { access: 'public', valid: () => ({ url: '/api/health' }), expectA: 200, inputs: {} },
  'GET /api/health/ready': {
    access: 'public',
    valid: () => ({ url: '/api/health/ready' }),
    expectA: 200,
    inputs: {},
  },

  // Profile
  'GET /api/auth/me': { access: 'own', valid: () => ({ url: '/api/auth/me' }), expectA: 200, inputs: {} },
  'PUT /api/auth/me': {
    access: 'own',
    valid: () => ({ url: '/api/auth/me', payload: { time_zone: 'UTC' } }),
    expectA: 200,
    inputs: { body: true },
  },

  // Reminder and digest mails
  'GET /api/auth/me/reminders': {
    access: 'own',
    valid: () => ({ url: '/api/auth/me/reminders' }),
    expectA: 200,
    inputs: {},
  },
  'PUT /api/auth/me/reminders': {
    access: 'own',
    valid: () => ({ url: '/api/auth/me/reminders', payload: { digest_enabled: false } }),
    expectA: 200,
    inputs: { body: true },
  },
  // Public: the signed token is the authority; one that does not verify is a 400 (reminders.test.ts covers valid ones).
  'GET /api/unsubscribe': {
    access: 'public',
    valid: () => ({ url: '/api/unsubscribe?token=x.y' }),
    expectA: 400,
    inputs: { query: true },
  },
  'POST /api/unsubscribe': {
    access: 'public',
    valid: () => ({ url: '/api/unsubscribe?token=x.y' }),
    expectA: 400,
    inputs: { query: true },
  },

  // Writing prompts
  // Every A1 prompt but one skipped, so the pick (random otherwise) reads the same on every re-read.
  'GET /api/prompts/next': {
    access: 'own',
    valid: () => ({ url: `/api/prompts/next?exclude=${ALL_A1_PROMPTS_BUT_ONE}` }),
    expectA: 200,
    inputs: { query: true },
  },
  'POST /api/prompts/generate': {
    access: 'own',
    // The matrix's app runs offline: a new prompt needs a model, so A is told so with 409.
    valid: () => ({ url: '/api/prompts/generate', payload: {} }),
    expectA: 409,
    inputs: { body: true },
  },
  'GET /api/prompts/settings': {
    access: 'own',
    valid: () => ({ url: '/api/prompts/settings' }),
    expectA: 200,
    inputs: {},
  },
  'PUT /api/prompts/settings': {
    access: 'own',
    valid: () => ({ url: '/api/prompts/settings', payload: { writing_prompts: true } }),
    expectA: 200,
    mutates: true,
    inputs: { body: true },
  },

  // Use your due words (issue 25)
  'GET /api/writing/due-words': {
    access: 'own',
    // Not `list`: the fixture's cards are new (never reviewed), so A has no due words to leak; the
    // isolation is tested in server/test/concepts/writing-reviews.test.ts.
    valid: () => ({ url: '/api/writing/due-words' }),
    expectA: 200,
    inputs: {},
  },
  'GET /api/writing/reviews/:id': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/writing/reviews/${f.entryId}` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },

  // Progress
  'GET /api/progress': {
    access: 'own',
    valid: () => ({ url: '/api/progress?range=all' }),
    expectA: 200,
    inputs: { query: true },
  },
  // The fixture's entry has no recurring mistake, so A's own request is a 404 too; practise-recurring.test.ts
  // creates sessions from real ones and shows B cannot use A's.
  'POST /api/progress/recurring/practise': {
    access: 'own',
    valid: () => ({ url: '/api/progress/recurring/practise', payload: { key: 'grammar|no such|mistake' } }),
    expectA: 404,
    mutates: true,
    inputs: { body: true },
  },

  // Journal
  'GET /api/documents/journal/monthly/:year/:month': {
    access: 'own',
    list: true,
    valid: () => ({ url: `${J}/monthly/2026/11` }),
    expectA: 200,
    inputs: { params: ['year', 'month'] },
  },
  'POST /api/documents/journal/store/': {
    access: 'own',
    valid: () => ({ url: `${J}/store/`, payload: { date: day, content: 'Another day.' } }),
    expectA: 200,
    mutates: true,
    inputs: { body: true },
  },
  'POST /api/documents/journal/store': {
    access: 'own',
    valid: () => ({ url: `${J}/store`, payload: { date: nextDay, content: 'Another day, again.' } }),
    expectA: 200,
    mutates: true,
    inputs: { body: true },
  },
  'GET /api/documents/journal/': {
    access: 'own',
    list: true,
    valid: () => ({ url: `${J}/?limit=100` }),
    expectA: 200,
    inputs: { query: true },
  },
  'GET /api/documents/journal': {
    access: 'own',
    list: true,
    valid: () => ({ url: `${J}?limit=100` }),
    expectA: 200,
    inputs: { query: true },
  },
  'GET /api/documents/journal/stats': {
    access: 'own',
    list: true,
    valid: () => ({ url: `${J}/stats?time_zone=UTC` }),
    expectA: 200,
    inputs: { query: true },
  },
  'GET /api/documents/journal/:id': {
    access: 'foreign',
    valid: (f) => ({ url: `${J}/${f.entryId}` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },
  'PUT /api/documents/journal/:id': {
    access: 'foreign',
    // The entry is analysed, so it is read-only: A's edit is refused with 409 (B's with 404).
    valid: (f) => ({ url: `${J}/${f.entryId}`, payload: { content: 'Rewritten.', version: 1 } }),
    expectA: 409,
    inputs: { params: ['id'], body: true },
  },
  'POST /api/documents/journal/:id/revise': {
    access: 'foreign',
    // A stale version: A is told the entry changed elsewhere (409) and nothing is revised; B gets 404.
    // revise.test.ts revises for real.
    valid: (f) => ({ url: `${J}/${f.entryId}/revise`, payload: { content: 'Rewritten.', version: 99 } }),
    expectA: 409,
    inputs: { params: ['id'], body: true },
  },
  'GET /api/documents/journal/:id/versions': {
    access: 'foreign',
    valid: (f) => ({ url: `${J}/${f.entryId}/versions` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },
  'GET /api/documents/journal/:id/native-version': {
    access: 'foreign',
    valid: (f) => ({ url: `${J}/${f.entryId}/native-version` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },
  'POST /api/documents/journal/:id/native-version': {
    access: 'foreign',
    // Offline there is no model to ask: A is told so with 409 (B gets 404).
    // server/test/rewrite/native-version.test.ts writes one with the fake model.
    valid: (f) => ({ url: `${J}/${f.entryId}/native-version`, payload: {} }),
    expectA: 409,
    inputs: { params: ['id'], body: true },
  },

  // Assessment
  'POST /api/documents/journal/:id/assess': {
    access: 'foreign',
    // Already analysed: A is told so with 409 (B gets 404).
    valid: (f) => ({ url: `${J}/${f.entryId}/assess` }),
    expectA: 409,
    inputs: { params: ['id'] },
  },
  'POST /api/documents/journal/:id/assess/cancel': {
    access: 'foreign',
    // Nothing runs on A's analysed entry: 409 (B gets 404).
    valid: (f) => ({ url: `${J}/${f.entryId}/assess/cancel` }),
    expectA: 409,
    inputs: { params: ['id'] },
  },
  'GET /api/documents/journal/:id/assessment': {
    access: 'foreign',
    valid: (f) => ({ url: `${J}/${f.entryId}/assessment` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },
  'GET /api/documents/journal/:id/correction-states': {
    access: 'foreign',
    valid: (f) => ({ url: `${J}/${f.entryId}/correction-states` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },
  'POST /api/documents/journal/:id/correction-state': {
    access: 'foreign',
    valid: (f) => ({
      url: `${J}/${f.entryId}/correction-state`,
      payload: { correction_id: f.correctionId, accepted: false, rejected: true },
    }),
    expectA: 200,
    mutates: true,
    inputs: { params: ['id'], body: true },
  },
  'POST /api/documents/journal/:id/correction-states/bulk': {
    access: 'foreign',
    valid: (f) => ({
      url: `${J}/${f.entryId}/correction-states/bulk`,
      payload: { states: { [f.correctionId]: { accepted: true, rejected: false } } },
    }),
    expectA: 200,
    mutates: true,
    inputs: { params: ['id'], body: true },
  },

  // Concepts, cards, review
  'POST /api/concepts/srs-cards': {
    access: 'foreign',
    valid: (f) => ({
      url: '/api/concepts/srs-cards',
      payload: { concept_id: f.vocabId, concept_type: 'vocab', card_types: ['recognition'] },
    }),
    expectA: 200,
    mutates: true,
    inputs: { body: true },
  },
  'POST /api/concepts/srs-cards-with-data': {
    access: 'own',
    valid: () => ({
      url: '/api/concepts/srs-cards-with-data',
      payload: {
        concept_type: 'grammar',
        concept_data: { title: 'Subjunctive' },
        card_types: ['recognition'],
      },
    }),
    expectA: 200,
    mutates: true,
    inputs: { body: true },
  },
  'GET /api/concepts/vocab-cards': {
    access: 'own',
    list: true,
    valid: () => ({ url: '/api/concepts/vocab-cards?limit=100' }),
    expectA: 200,
    inputs: { query: true },
  },
  'GET /api/concepts/glossary': {
    access: 'own',
    valid: () => ({ url: '/api/concepts/glossary?word=gato' }),
    expectA: 200,
    inputs: { query: true },
  },
  'GET /api/concepts/grammar-cards': {
    access: 'own',
    list: true,
    valid: () => ({ url: '/api/concepts/grammar-cards?limit=100' }),
    expectA: 200,
    inputs: { query: true },
  },
  'GET /api/documents/progress/': {
    access: 'own',
    list: true,
    valid: () => ({ url: '/api/documents/progress/' }),
    expectA: 200,
    inputs: {},
  },
  'GET /api/documents/progress': {
    access: 'own',
    list: true,
    valid: () => ({ url: '/api/documents/progress' }),
    expectA: 200,
    inputs: {},
  },
  'GET /api/concepts/review/due': {
    access: 'own',
    list: true,
    valid: () => ({ url: '/api/concepts/review/due?limit=100' }),
    expectA: 200,
    inputs: { query: true },
  },
  'POST /api/concepts/review/:card_id': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/concepts/review/${f.cardId}`, payload: { rating: 'good' } }),
    expectA: 200,
    mutates: true,
    inputs: { params: ['card_id'], body: true },
  },
  'POST /api/concepts/vocab': {
    access: 'own',
    valid: () => ({ url: '/api/concepts/vocab', payload: { word: 'gato', definition: 'cat' } }),
    expectA: 200,
    mutates: true,
    inputs: { body: true },
  },
  'PUT /api/concepts/:concept_id/meaning': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/concepts/${f.vocabId}/meaning`, payload: { meaning: 'house' } }),
    expectA: 200,
    mutates: true,
    inputs: { params: ['concept_id'], body: true },
  },
  'DELETE /api/concepts/:concept_id': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/concepts/${f.spareConceptId}` }),
    expectA: 204,
    mutates: true,
    inputs: { params: ['concept_id'] },
  },
  'GET /api/concepts/grammar/:concept_id/study-guide': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/concepts/grammar/${f.grammarId}/study-guide` }),
    expectA: 200,
    inputs: { params: ['concept_id'] },
  },

  // Exercises
  'GET /api/exercises/user/sessions': {
    access: 'own',
    list: true,
    valid: () => ({ url: '/api/exercises/user/sessions?limit=50' }),
    expectA: 200,
    inputs: { query: true },
  },
  'POST /api/exercises/sessions': {
    access: 'foreign',
    valid: (f) => ({ url: '/api/exercises/sessions', payload: { concept_ids: [f.vocabId] } }),
    expectA: 201,
    mutates: true,
    inputs: { body: true },
  },
  'GET /api/exercises/sessions/by-journal/:journal_id': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/exercises/sessions/by-journal/${f.entryId}` }),
    expectA: 200,
    inputs: { params: ['journal_id'] },
  },
  'GET /api/exercises/sessions/:id': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/exercises/sessions/${f.sessionId}` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },
  'GET /api/exercises/sessions/:id/status': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/exercises/sessions/${f.journalSessionId}/status` }),
    expectA: 200,
    inputs: { params: ['id'] },
  },
  'POST /api/exercises/sessions/:id/cancel': {
    access: 'foreign',
    // The session is ready by now; only a generating one can be cancelled: 409 for A, 404 for B.
    valid: (f) => ({ url: `/api/exercises/sessions/${f.sessionId}/cancel` }),
    expectA: 409,
    inputs: { params: ['id'] },
  },
  'POST /api/exercises/sessions/:id/regenerate': {
    access: 'foreign',
    // The session is ready: only a failed or cancelled one is regenerated: 409 for A, 404 for B.
    valid: (f) => ({ url: `/api/exercises/sessions/${f.sessionId}/regenerate` }),
    expectA: 409,
    inputs: { params: ['id'] },
  },
  'POST /api/exercises/sessions/:id/answers': {
    access: 'foreign',
    valid: (f) => ({
      url: `/api/exercises/sessions/${f.sessionId}/answers`,
      payload: { module_id: f.moduleId, phase: 'guided_practice', index: 0, answer: 'una respuesta' },
    }),
    expectA: 200,
    mutates: true,
    inputs: { params: ['id'], body: true },
  },
  'POST /api/exercises/sessions/:id/answers/grade': {
    access: 'foreign',
    // Only a recorded translation the lenient check marked wrong goes to a model: 400 for A's other question, 404 for B.
    valid: (f) => ({
      url: `/api/exercises/sessions/${f.sessionId}/answers/grade`,
      payload: { module_id: f.moduleId, phase: 'guided_practice', index: 0 },
    }),
    expectA: 400,
    inputs: { params: ['id'], body: true },
  },
  'PUT /api/exercises/sessions/:id/progress': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/exercises/sessions/${f.sessionId}/progress`, payload: { current_slide: 2 } }),
    expectA: 204,
    mutates: true,
    inputs: { params: ['id'], body: true },
  },
  'POST /api/exercises/sessions/:id/complete': {
    access: 'foreign',
    valid: (f) => ({ url: `/api/exercises/sessions/${f.sessionId}/complete` }),
    expectA: 200,
    mutates: true,
    inputs: { params: ['id'] },
  },
  // Own your data (issue 15). The entry's DELETE is last: every other route still finds A's entry.
  'GET /api/account/export.json': {
    access: 'own',
    list: true,
    valid: () => ({ url: '/api/account/export.json' }),
    expectA: 200,
    inputs: {},
  },
  // Files, not JSON: B's copies are read back and searched for A's rows in test/portability/format-exports.
  'GET /api/account/export/cards.csv': {
    access: 'own',
    valid: () => ({ url: '/api/account/export/cards.csv' }),
    expectA: 200,
    inputs: {},
  },
  'GET /api/account/export/journal.zip': {
    access: 'own',
    valid: () => ({ url: '/api/account/export/journal.zip' }),
    expectA: 200,
    inputs: {},
  },
  'GET /api/account/export/decks.apkg': {
    access: 'own',
    valid: () => ({ url: '/api/account/export/decks.apkg' }),
    expectA: 200,
    inputs: {},
  },
  'POST /api/account/import': {
    access: 'own',
    // A preview (nothing written) of a one-entry export document.
    valid: () => ({ url: '/api/account/import?file=mine.json', payload: IMPORT_SAMPLE }),
    expectA: 200,
    inputs: { query: true, body: true },
  },
  'DELETE /api/account': {
    access: 'own',
    // Without the current password nothing is deleted (400): the matrix must not end A's account.
    valid: () => ({ url: '/api/account', payload: {} }),
    expectA: 400,
    inputs: { body: true },
  },
  'DELETE /api/documents/journal/:id': {
    access: 'foreign',
    valid: (f) => ({ url: `${J}/${f.entryId}` }),
    expectA: 204,
    mutates: true,
    inputs: { params: ['id'] },
  },
  // Undo of a deletion: 200 within the window, and also for a live entry (nothing to undo).
  'POST /api/documents/journal/:id/restore': {
    access: 'foreign',
    valid: (f) => ({ url: `${J}/${f.entryId}/restore` }),
    expectA: 200,
    mutates: true,
    inputs: { params: ['id'] },
  },
};

/** The built-in auth service (GoTrue subset); `limited` names the routes with a per-IP rate limit. */
export const AUTH_ROUTES: Record<string, { limited: boolean }> = {
  // CORS preflights for every auth path (auth-js may be served from another origin).
  'OPTIONS /auth/v1/*': { limited: false },
  'GET /auth/v1/settings': { limited: false },
  'POST /auth/v1/signup': { limited: true },
  'POST /auth/v1/token': { limited: true },
  'POST /auth/v1/verify': { limited: true },
  'GET /auth/v1/verify': { limited: true },
  'POST /auth/v1/recover': { limited: true },
  'GET /auth/v1/user': { limited: false },
  // PUT /user (with a password) and /reauthenticate count per account and IP in the handler (not per route).
  'PUT /auth/v1/user': { limited: false },
  'GET /auth/v1/reauthenticate': { limited: false },
  'POST /auth/v1/logout': { limited: false },
};

/** Development-only mail outbox (registered with DEV_OUTBOX=true while no SMTP_URL is set). */
export const DEV_ROUTES: string[] = ['GET /dev/outbox', 'GET /dev/outbox/:file'];

export const parseKey = (key: string) => {
  const [method, url] = key.split(' ') as [Method, string];
  return { method, url };
};
