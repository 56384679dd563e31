import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFeatures } from './offline/level.js';
import { sentenceSpans, type Span } from './text.js';

/** What sentenceSpans did before issue 21: the same rule as a regular expression (quadratic on dots). */
function regexSentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (from: number, to: number) => {
    let s = from;
    let e = to;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e > s) spans.push({ start: s, end: e });
  };
  for (const m of text.matchAll(/[.!?…]+["'»”)]*(?=\s|$)|\n+/g)) {
    push(start, m.index + m[0].length);
    start = m.index + m[0].length;
  }
  push(start, text.length);
  return spans;
}

const PIECES = ['.', '!', '?', '…', '"', "'", '»', '”', ')', ' ', '\n', '\t', 'a', 'Ciao', '3.5', '¿'];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(''));

function millis(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('sentenceSpans (issue 21)', () => {
  it('splits every text as the regular expression did', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(sentenceSpans(t)).toEqual(regexSentenceSpans(t));
      }),
      { numRuns: 3_000 },
    );
  });

  it('answers the same text twice from one scan', () => {
    const t = 'Hola. ¿Qué tal? Bien.';
    expect(sentenceSpans(t)).toBe(sentenceSpans(t));
    expect(sentenceSpans(t).map((s) => t.slice(s.start, s.end))).toEqual(['Hola.', '¿Qué tal?', 'Bien.']);
  });

  it('scans 20,000 characters of punctuation runs about as fast as prose', () => {
    // Distinct texts each time (a repeated text is answered from the last scan).
    const prose = (n: number) => `Ciao ${n}. `.repeat(2_000).slice(0, 20_000);
    const hostile = [
      (n: number) => `Ciao${'.'.repeat(19_990 - String(n).length)}x${n}`,
      (n: number) => `Ciao${'!?'.repeat(9_990)}x${n}`,
      (n: number) => `${n}${'…»'.repeat(9_990)}a`,
    ];
    const best = (make: (n: number) => string) =>
      Math.min(...[1, 2, 3].map((n) => millis(() => sentenceSpans(make(n)))));
    const base = best(prose);
    for (const make of hostile) {
      // Before: 1.2–3.6 s each; the linear scan takes about as long as for prose (a few ms).
      expect(best(make)).toBeLessThan(20 * base + 50);
    }
  });

  it('the level estimate reads "Ciao", 19,990 dots and "x" as one sentence of two words', () => {
    expect(levelFeatures(`Ciao${'.'.repeat(19_990)}x`, 0)).toMatchObject({ words: 2, wordsPerSentence: 2 });
  });
});
