import { describe, expect, it } from 'vitest';
import { correctedSentence } from './corrected-sentence';

describe('correctedSentence', () => {
  const text = 'Ayer yo fue al mercado. Compramos muchas fruta!\nEl tiempo era bonito';
  it('applies the fix inside its own sentence, with its end mark', () => {
    const at = text.indexOf('fue');
    expect(correctedSentence(text, at, at + 3, 'fui')).toBe('Ayer yo fui al mercado.');
    const f = text.indexOf('fruta');
    expect(correctedSentence(text, f, f + 5, 'frutas')).toBe('Compramos muchas frutas!');
  });

  it('handles the last sentence without an end mark', () => {
    const at = text.indexOf('era');
    expect(correctedSentence(text, at, at + 3, 'estaba')).toBe('El tiempo estaba bonito');
  });
});
