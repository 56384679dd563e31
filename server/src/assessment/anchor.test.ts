import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorCorrections, occurrences, type ProposedCorrection } from './anchor.js';

const fix = (original: string, corrected: string, contextBefore?: string): ProposedCorrection => ({
  original,
  corrected,
  explanation: `${original} → ${corrected}`,
  category: 'grammar',
  contextBefore,
});

describe('anchorCorrections', () => {
  it('computes UTF-16 offsets and the surrounding sentence', () => {
    const text = 'Hola. Ayer yo fui a la playa 🏖️ con mi hermano y comimos helados.';
    const { corrections, stats } = anchorCorrections(text, [
      fix('helados', 'helado'),
      fix('Ayer yo', 'Ayer'),
    ]);
    expect(stats).toEqual({ proposed: 2, kept: 2, unanchored: 0, noop: 0, overlap: 0 });
    expect(corrections.map((c) => text.slice(c.start, c.end))).toEqual(['Ayer yo', 'helados']);
    expect(corrections[1]!.context).toBe('Ayer yo fui a la playa 🏖️ con mi hermano y comimos helados.');
    expect(corrections[0]!.id).not.toBe(corrections[1]!.id);
  });

  it('drops a hallucinated original, a no-op and an overlap, and counts each', () => {
    const text = 'I goed to school and I eated lunch.';
    const { corrections, stats } = anchorCorrections(text, [
      fix('goed', 'went'),
      fix('I runned', 'I ran'),
      fix('lunch', 'lunch'),
      fix('goed to', 'went to'),
      fix('eated', 'ate'),
    ]);
    expect(corrections.map((c) => [c.original, c.corrected])).toEqual([
      ['goed', 'went'],
      ['eated', 'ate'],
    ]);
    expect(stats).toEqual({ proposed: 5, kept: 2, unanchored: 1, noop: 1, overlap: 1 });
  });

  it('prefers the occurrence that follows the given context', () => {
    const text = 'I has a dog. My sister has a cat. Me and him has a bird.';
    const { corrections } = anchorCorrections(text, [fix('has', 'have', 'Me and him')]);
    expect(corrections).toHaveLength(1);
    expect(corrections[0]!.start).toBe(text.lastIndexOf('has'));
  });

  it('places the same quoted mistake on successive occurrences', () => {
    const text = 'My freind said my freind is late.';
    const { corrections } = anchorCorrections(text, [fix('freind', 'friend'), fix('freind', 'friend')]);
    expect(corrections.map((c) => c.start)).toEqual([3, text.lastIndexOf('freind')]);
  });

  it('tolerates reflowed whitespace inside a quote but not changed words', () => {
    const text = 'We was\n  going home.';
    expect(occurrences(text, 'We was going')).toEqual([{ start: 0, end: 14 }]);
    expect(occurrences(text, 'We were going')).toEqual([]);
    const { corrections } = anchorCorrections(text, [fix('We was going', 'We were going')]);
    expect(corrections[0]!.original).toBe('We was\n  going');
  });

  it('treats regex characters in quotes literally', () => {
    const text = 'Is it (really) true? Yes.';
    expect(occurrences(text, '(really) true?')).toEqual([{ start: 6, end: 20 }]);
    expect(occurrences(text, 'it   (really)')).toEqual([{ start: 3, end: 14 }]);
  });

  it('never keeps overlapping spans and every span matches its original', () => {
    const word = fc.constantFrom('the', 'a', 'cat', 'sat', 'on', 'mat', 'the cat', 'sat on');
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.array(word, { maxLength: 8 }),
        (words, quotes) => {
          const text = words.join(' ') + '.';
          const { corrections, stats } = anchorCorrections(
            text,
            quotes.map((q) => fix(q, q.toUpperCase())),
          );
          for (const c of corrections) expect(text.slice(c.start, c.end)).toBe(c.original);
          for (let i = 1; i < corrections.length; i++) {
            expect(corrections[i]!.start).toBeGreaterThanOrEqual(corrections[i - 1]!.end);
          }
          expect(stats.kept + stats.unanchored + stats.noop + stats.overlap).toBe(stats.proposed);
        },
      ),
    );
  });
});
