import type { GrammarConcept, VocabConcept } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { offeredConcepts } from './offered-concepts';

const word = (w: string): VocabConcept => ({
  vocab_uuid: w,
  word: w,
  correction_type: 'spelling',
  context: '',
  justification: '',
});
const point = (title: string, examples: string[]): GrammarConcept => ({
  title,
  description: '',
  examples,
  difficulty_level: 'beginner',
  tags: [],
  target_language: 'de',
});

describe('offeredConcepts', () => {
  it('offers no word or grammar point drawn only from a rejected correction', () => {
    const offered = offeredConcepts(
      [word('gegangen'), word('Wohnung')],
      [point('Perfect with sein', ['Ich habe gegangen → Ich bin gegangen'])],
      [
        { original: 'habe', corrected: 'bin', rejected: true },
        { original: 'gegeht', corrected: 'gegangen', rejected: true },
        { original: 'wohnung', corrected: 'Wohnung', rejected: false },
      ],
    );
    expect(offered.vocab.map((v) => v.word)).toEqual(['Wohnung']);
    expect(offered.grammar).toEqual([]);
  });

  it('keeps a concept that a kept fix still gives, and points with plain examples', () => {
    const offered = offeredConcepts(
      [word('gegangen')],
      [point('Word order', ['Heute gehe ich.']), point('Dative', ['mit das Auto → mit dem Auto'])],
      [
        { original: 'gegeht', corrected: 'gegangen', rejected: true },
        { original: 'gegehen', corrected: 'gegangen', rejected: false },
        { original: 'das', corrected: 'dem', rejected: false },
      ],
    );
    expect(offered.vocab.map((v) => v.word)).toEqual(['gegangen']);
    expect(offered.grammar.map((g) => g.title)).toEqual(['Word order', 'Dative']);
  });
});
