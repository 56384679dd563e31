import { describe, expect, it } from 'vitest';
import { checkText } from './checker.js';

const found = async (text: string, language: string) =>
  (await checkText(text, language)).issues
    .filter((i) => i.rule === 'accent' || i.rule === 'hunspell' || i.rule.endsWith('-participle'))
    .map((i) => `${i.original}→${i.corrected}${i.finding === 'flag' ? ' (flag)' : ''}`);

describe('Italian and Portuguese tables (issue 22)', () => {
  it('it: irregular participles replace the regularised form', async () => {
    expect(await found('Ho prenduto il treno e ho scrivuto una lettera.', 'it')).toEqual([
      'prenduto→preso',
      'scrivuto→scritto',
    ]);
    expect(await found('No, il gatto è morito ieri.', 'it')).toEqual(['morito→morto']);
  });
  it('it: silent on right participles, also regular ones that are right', async () => {
    expect(await found('Ho preso il treno, ho bevuto un caffè e ho perduto le chiavi.', 'it')).toEqual([]);
  });
  it('it: the accent of a word that is no word without it, and the right accent on perché', async () => {
    expect(await found('Non vengo perchè sono stanco, poiche piu tardi lavoro.', 'it')).toEqual([
      'perchè→perché',
      'poiche→poiché',
      'piu→più',
    ]);
  });
  it('pt: irregular participles and accents from the tables', async () => {
    expect(await found('Eu tenho fazido muito e escrevido cartas.', 'pt')).toEqual([
      'fazido→feito',
      'escrevido→escrito',
    ]);
    expect(await found('Voce ja foi? Ate logo.', 'pt')).toEqual(['Voce→Você', 'ja→já']);
  });
  it('pt: silent on right forms and on words that are words without the accent', async () => {
    expect(await found('Eu tenho feito muito e trazido cartas; esta casa e o pais.', 'pt')).toEqual([]);
  });
}, 60_000);
