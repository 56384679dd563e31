import { describe, expect, it } from 'vitest';
import { WORD_PIECE, segmenterFor, wordLikeSegments, wordPieces } from './word-segments';

/** What the pieces must give: the segmenter's word-like segments over the whole text at once. */
const reference = (text: string, language: string | null) =>
  [...segmenterFor(language).segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);

function expectSameWords(text: string, language: string | null) {
  expect([...wordLikeSegments(segmenterFor(language), text)], JSON.stringify({ language, text })).toEqual(
    reference(text, language),
  );
}

describe('wordLikeSegments', () => {
  const LANGUAGES = ['en', 'es', 'de', 'fr', 'sv', 'ja', 'zh', 'he', null];

  it('gives the words the segmenter finds in the whole text, on punctuation-dense text of any length', () => {
    const dense = [
      ...'a|Z|é|ß|ǃ|ệ|ж|1|9|ª|Ａ|α|我|ます|שלום|casa|don|l·l|3,5'.split('|'),
      ...'.|\'|‘|’|,|;|:|-|!|?|"|“|”|…|—|–|(|)|«|»|¿|¡|_|·|/|@|#|%|：|，|。|、|＇|\u3000'.split('|'),
      ...'\u0301|\u00ad|\u200d|\u200b|\u00a0| |  |\n|\r\n|\t|😀|🇪🇸'.split('|'),
    ];
    // Every pair and triple of pieces side by side (triples with a stride, to stay quick).
    dense.forEach((a, i) =>
      dense.forEach((b, j) => {
        expectSameWords(a + b, LANGUAGES[(i + j) % LANGUAGES.length]!);
        expectSameWords(a + b + dense[(i * 7 + j * 3) % dense.length]!, LANGUAGES[i % LANGUAGES.length]!);
      }),
    );
    // Long texts are cut into pieces: between two punctuation marks, before whitespace.
    for (const stride of [5, 7, 11, 13]) {
      const text = Array.from(
        { length: 3_000 },
        (_, i) => dense[(i * stride + (i >> 4)) % dense.length],
      ).join('');
      for (const language of LANGUAGES) expectSameWords(text, language);
    }
  });

  it('gives the same words for hostile runs of punctuation, touching only pieces that hold a word', () => {
    for (const text of [
      `Ciao${'.'.repeat(5_990)}x`,
      `Ciao${'!?'.repeat(2_995)}x`,
      `a${'#·'.repeat(3_000)}b c`,
    ]) {
      expect([...wordLikeSegments(segmenterFor('it'), text)]).toEqual(reference(text, 'it'));
      const pieces = [...wordPieces(text)];
      expect(pieces.length).toBeLessThanOrEqual(2);
      for (const [from, to] of pieces) expect(to - from).toBeLessThanOrEqual(WORD_PIECE);
    }
  });

  it('cuts a run without any certain boundary at a bounded length, never inside a character', () => {
    const text = `${'我'.repeat(3_000)}${'e\u0301'.repeat(2_000)}${'😀'.repeat(2_000)}`;
    const pieces = [...wordPieces(text)];
    expect(pieces.map(([from, to]) => text.slice(from, to)).join('')).toBe(text);
    for (const [from, to] of pieces) {
      expect(to - from).toBeLessThanOrEqual(4 * WORD_PIECE);
      expect(text[to] ?? '').not.toMatch(/^[\u0301\udc00-\udfff]$/u);
    }
  });
});
