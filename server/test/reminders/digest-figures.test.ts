import type { AssessmentData } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssessment } from '../../src/analysis/repo.js';
import { endAssessment } from '../../src/analysis/service.js';
import { setAnalysisState } from '../../src/journal/repo.js';
import { digestFigures } from '../../src/reminders/digest.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { storeOn } from '../journal/support.js';

const ZONE = 'Europe/Berlin';
/** The digest's slot: Monday 2026-11-23, 19:00 in Berlin. */
const DAY = '2026-11-23';
const AT = Date.UTC(2026, 10, 23, 18, 0);

const assessed = (corrections: number): AssessmentData => ({
  feedback: '',
  corrections: Array.from({ length: corrections }, (_, i) => ({
    id: `c${i}`,
    original: 'x',
    corrected: 'y',
    explanation: 'why',
    category: 'grammar' as const,
    start: 0,
    end: 1,
    context: 'x',
  })),
  student_language_level: 'A2',
  vocab_concepts: [],
  grammar: [],
  assessor: 'offline',
  model: null,
  language: 'de',
  notes: [],
});

/** Hand-computed figures of a digest: its week, the week before, the streak, deleted entries left out. */
describe.each(ENGINES)('weekly digest figures on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;

  async function assess(user: TestUser, entryId: string, d: AssessmentData) {
    const k = t.deps.db.kysely;
    await setAnalysisState(k, user.id, entryId, null, 'analyzing');
    await startAssessment(k, user.id, entryId, t.clock.now);
    await endAssessment(k, user.id, entryId, { done: d, sessionId: null }, t.clock.now);
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
    t.clock.now = AT;
    const on = (day: string, text: string, user = a) => storeOn(t, user, day, text, ZONE);
    // This week (17–23 Nov): 10 + 4 words; 2 corrections in the 10 analysed words.
    const monday = await on('2026-11-23', 'eins zwei drei vier fünf sechs sieben acht neun zehn');
    await on('2026-11-22', 'eins zwei drei vier');
    // The week before (10–16 Nov): 5 analysed words with 1 correction.
    const before = await on('2026-11-16', 'eins zwei drei vier fünf');
    // Older than both weeks: counts for neither, nor for the streak (the run breaks on 21 Nov).
    const old = await on('2026-11-09', 'eins zwei drei');
    // Deleted (in its undo window): counts nowhere, and does not join the streak.
    const gone = await on('2026-11-21', 'eins zwei drei vier fünf sechs');
    // Another learner's words on the same days count for them only.
    await on('2026-11-23', 'fremde Wörter hier', b);
    await assess(a, monday.id, assessed(2));
    await assess(a, before.id, assessed(1));
    await assess(a, old.id, assessed(3));
    await assess(a, gone.id, assessed(6));
    await t.deps.db.kysely
      .updateTable('journal_entries')
      .set({ deleted_at: AT })
      .where('id', '=', gone.id)
      .execute();
  });
  afterAll(async () => t.dispose());

  it('counts this week and the week before apart, per 100 analysed words', async () => {
    const f = await digestFigures(t.deps.db.kysely, a.id, DAY, AT);
    expect(f).toEqual({
      wordsThisWeek: 14,
      streak: 2,
      mistakesPer100: 20,
      mistakesPer100WeekBefore: 20,
      dueCards: 0,
    });
  });

  it("reads one learner's entries only", async () => {
    const f = await digestFigures(t.deps.db.kysely, b.id, DAY, AT);
    expect(f).toEqual({
      wordsThisWeek: 3,
      streak: 1,
      mistakesPer100: null,
      mistakesPer100WeekBefore: null,
      dueCards: 0,
    });
  });
});
