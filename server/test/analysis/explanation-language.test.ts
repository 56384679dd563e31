import type { EntryAssessment } from '@inkwell/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineAssessor } from '../../src/assessor/offline/assessor.js';
import { OfflineChecker } from '../../src/assessor/offline/checker-client.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { until } from '../support/until.js';

const J = '/api/documents/journal';
/** A German entry with a verb-final mistake after weil and a misspelling. */
const GERMAN = 'Ich bleibe heute zu Hause, weil ich bin krank. Mein Freund komt morgen.';

/**
 * Offline explanations in the learner's language (issue 26, decision 303): the native language when it
 * has a catalog, else the interface language, else English; stored with the analysis.
 */
describe.each(ENGINES)('offline explanations in the learner’s language on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.dispose());

  async function analysed(profile: Record<string, string | null>): Promise<EntryAssessment> {
    const user = await createSignedInUser(t);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    expect((await call('PUT', '/api/auth/me', { target_language: 'de', ...profile })).statusCode).toBe(200);
    const stored = await call('POST', `${J}/store/`, {
      date: String(Math.floor(Date.UTC(2026, 10, 20) / 1000)),
      content: GERMAN,
    });
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json() as { id: string };
    expect((await call('POST', `${J}/${id}/assess`)).statusCode).toBe(202);
    const assessment = async () => (await call('GET', `${J}/${id}/assessment`)).json() as EntryAssessment;
    await until(async () => (await assessment()).status === 'done');
    return assessment();
  }

  const explanations = (a: EntryAssessment) => a.data!.corrections.map((c) => c.explanation);
  const ENGLISH = /\b(?:the|is|after|goes|spelled|dictionary|offline checker)\b/i;

  it('a Spanish speaker reads Spanish explanations, feedback, level and concept names', async () => {
    const done = await analysed({ native_language: 'es', interface_language: 'en' });
    const data = done.data!;
    expect(data.corrections.map((c) => c.original)).toEqual(expect.arrayContaining(['komt']));
    expect(explanations(done)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Después de “weil”, el verbo va al final/)]),
    );
    for (const text of [...explanations(done), data.feedback, data.level_justification])
      expect((text ?? '').replace(/“[^”]*”/g, '')).not.toMatch(ENGLISH);
    expect(data.feedback).toMatch(/^El corrector sin conexión/);
    expect(data.level_justification).toMatch(/^Nivel estimado/);
    expect(data.grammar.map((g) => g.title)).toContain('El verbo al final después de weil, dass, wenn');
  }, 60_000);

  it('a language with no catalog falls back to the interface language', async () => {
    const done = await analysed({ native_language: 'ko', interface_language: 'es' });
    expect(done.data!.feedback).toMatch(/^El corrector sin conexión/);
    expect(explanations(done)).toEqual(expect.arrayContaining([expect.stringMatching(/^Después de “weil”/)]));
  }, 60_000);

  it('an English speaker learning German still reads English', async () => {
    const done = await analysed({ native_language: 'en', interface_language: 'es' });
    expect(explanations(done)).toEqual(
      expect.arrayContaining(['After “weil” the verb goes to the end of the clause: “weil ich … bin”.']),
    );
    expect(done.data!.feedback).toMatch(/^The offline checker/);
    expect(done.data!.grammar.map((g) => g.title)).toContain('Verb at the end after weil, dass, wenn');
  }, 60_000);
});

describe('offline explanations of an English entry for a Spanish speaker', () => {
  const checker = new OfflineChecker();
  afterAll(() => checker.close());
  const assess = (nativeLanguage: string | null) =>
    createOfflineAssessor(checker).assess({
      text: 'I has went to the the store yesterday and buyed a apple.',
      targetLanguage: 'en',
      nativeLanguage,
      userId: 'user-1',
    });

  it('explains the learner rules and names the concepts in Spanish; Harper’s lints in our words', async () => {
    const { data } = await assess('es');
    const why = Object.fromEntries(data.corrections.map((c) => [c.original, c.explanation]));
    expect(why['buyed']).toBe('“buy” es irregular: su pasado es “bought” y su participio “bought”.');
    // Harper's own lints: our sentence for the frequent ones.
    expect(why['the the']).toBe('“the the” repite una palabra: escribe “the”.');
    expect(why['a']).toMatch(/^Usa “an” aquí, no “a”/);
    expect(data.grammar.map((g) => g.title)).toEqual(
      expect.arrayContaining(['Formas de los verbos irregulares', 'a o an']),
    );
    expect(data.feedback).toMatch(/^El corrector sin conexión \(ortografía, más reglas/);
    const english = await assess(null);
    expect(english.data.corrections.map((c) => c.original)).toEqual(data.corrections.map((c) => c.original));
    expect(english.data.grammar.map((g) => g.title)).toContain('Irregular verb forms');
  }, 60_000);
});
