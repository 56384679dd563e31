import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineAssessor } from '../../src/assessor/offline/assessor.js';
import { OfflineChecker, PART_NOT_CHECKED } from '../../src/assessor/offline/checker-client.js';

const checker = new OfflineChecker();
const assessor = createOfflineAssessor(checker);
afterAll(() => checker.close());

const assess = (text: string, targetLanguage: string | null) =>
  assessor.assess({ text, targetLanguage, nativeLanguage: null, userId: 'user-1' });

describe('offline assessor', () => {
  it("checks English spelling against the profile's regional variety (decision 230)", async () => {
    const text = 'The colour of the sky was grey.';
    const withVariety = (variety: string | null) =>
      assessor.assess({ text, targetLanguage: 'en', nativeLanguage: null, variety, userId: 'user-1' });
    const us = (await withVariety('en-US')).data.corrections.map((c) => `${c.original}→${c.corrected}`);
    expect(us.join()).toMatch(/colour→color/);
    expect((await withVariety('en-GB')).data.corrections).toEqual([]);
    expect((await withVariety(null)).data.corrections).toEqual([]);
  });

  it('corrects the English example with at least four anchored, categorised corrections', async () => {
    const text = 'I has went to the the store yesterday and buyed a apple.';
    const { data, anchoring } = await assess(text, 'en');
    expect(data.corrections.length).toBeGreaterThanOrEqual(4);
    for (const c of data.corrections) {
      expect(text.slice(c.start, c.end)).toBe(c.original);
      expect(['spelling', 'vocabulary', 'grammar', 'word_order']).toContain(c.category);
      expect(c.explanation).not.toBe('');
      expect(c.context).toBe(text);
    }
    const fixes = data.corrections.map((c) => `${c.original}→${c.corrected}`);
    // "yesterday" asks for the simple past: "I went", not "I have gone" (issue 22).
    expect(fixes).toEqual(expect.arrayContaining(['has went→went', 'the the→the', 'buyed→bought', 'a→an']));
    expect(anchoring.kept).toBe(data.corrections.length);
    expect(data).toMatchObject({ assessor: 'offline', model: null, language: 'en' });
    expect(['A1', 'A2']).toContain(data.student_language_level);
    expect(data.grammar.map((g) => g.title)).toEqual(
      expect.arrayContaining(['Irregular verb forms', 'A or an']),
    );
    // The fix in a short window of the learner's words, as a correction; never the whole sentence.
    const irregular = data.grammar.find((g) => g.title === 'Irregular verb forms')!.examples[0]!;
    expect(irregular).toBe('store yesterday and buyed a apple. → store yesterday and bought a apple.');
    for (const g of data.grammar)
      for (const e of g.examples) {
        expect(e).toContain(' → ');
        expect(e).not.toContain('I has went to the the store');
      }
    // The level's reasons are said once, in level_justification, not again in the feedback (issue 22).
    expect(data.level_justification).toContain('rough estimate');
    expect(data.feedback).not.toContain('rough estimate');
    expect(data.feedback).not.toContain('AI_PROVIDER');
  }, 60_000);

  it('keeps UTF-16 offsets right after emoji and accented letters', async () => {
    const text = 'Café time 🏖️☕ with José! Then I recieved a leter from my freind.';
    const { data } = await assess(text, 'en');
    expect(data.corrections.map((c) => c.original)).toEqual(expect.arrayContaining(['recieved', 'freind']));
    for (const c of data.corrections) expect(text.slice(c.start, c.end)).toBe(c.original);
  }, 60_000);

  it('finds both misspellings of a Spanish entry and makes vocab concepts of them', async () => {
    const text = 'Mañana voy a visitar a mi avuela. Ella bive en una casa grande cerca de Madrid.';
    const { data } = await assess(text, 'es');
    expect(data.corrections.map((c) => [c.original, c.corrected, c.category])).toEqual([
      ['avuela', 'abuela', 'spelling'],
      ['bive', 'vive', 'spelling'],
    ]);
    expect(data.vocab_concepts.map((v) => v.word)).toEqual(['abuela', 'vive']);
    expect(data.vocab_concepts[0]).toMatchObject({
      correction_type: 'spelling',
      context: 'Mañana voy a visitar a mi avuela.',
    });
    expect(data.feedback).toContain(
      'Other grammar (tenses, the subjunctive) and word order were not checked offline.',
    );
  }, 60_000);

  it('checks French and German spelling', async () => {
    const fr = await assess("Aujourd'hui j'ai mangé une pomme avec mon ami. C'est trés bon.", 'fr');
    expect(fr.data.corrections.map((c) => `${c.original}→${c.corrected}`)).toEqual(['trés→très']);
    const de = await assess('Gestern bin ich mit dem Fahrad in die Schule gefahren.', 'de');
    expect(de.data.corrections.map((c) => `${c.original}→${c.corrected}`)).toEqual(['Fahrad→Fahrrad']);
  }, 120_000); // loading the French dictionary takes seconds, more on a busy machine

  it('says honestly that a language has no offline checker', async () => {
    const { data } = await assess('今日は学校に行きました。', 'ja');
    expect(data.corrections).toEqual([]);
    expect(data.notes).toContain('no offline checker for this language');
    expect(data.feedback).toContain('There is no offline checker for this language (Japanese)');
    expect(data.feedback).toContain('rough guess');
    expect(data.feedback).not.toContain('AI_PROVIDER');
  });

  it('keeps the event loop responsive while a dictionary loads in the checker thread', async () => {
    const fresh = new OfflineChecker();
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const started = performance.now();
    const result = await fresh.check('Gestern war ich im Kino.', 'de');
    const took = performance.now() - started;
    histogram.disable();
    await fresh.close();
    expect(result.checker).toBe('hunspell');
    // Loading the dictionary takes most of a second (more on a busy machine); done on this thread,
    // it would stall the loop that long. In the checker thread the loop only sees scheduling noise.
    const worstStallMs = histogram.max / 1e6;
    expect(worstStallMs).toBeLessThan(Math.max(100, took / 4));
  }, 120_000);
});

describe('offline checker thread', () => {
  it('answers a check whose thread stops with a note (decision 200), and starts a new one on the next check', async () => {
    const own = new OfflineChecker();
    await own.check('', 'xx'); // thread up, no checker for xx
    const pending = own.check('Hello there.', 'en');
    const closing = own.close();
    const next = own.check('', 'xx'); // goes to a new thread; the old thread's exit must not fail it
    expect(await pending).toEqual({ issues: [], checker: 'harper', rules: {}, notes: [PART_NOT_CHECKED] });
    await closing;
    expect(await next).toEqual({ issues: [], checker: null, rules: {} });
    await own.close();
  }, 60_000);
});
