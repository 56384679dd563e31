import { describe, expect, it } from 'vitest';
import { checkFrenchGrammar } from './french-grammar.js';

const found = async (text: string) =>
  (await checkFrenchGrammar(text)).map((i) => `${i.original}→${i.corrected}`);

describe('French A2 rules (issue 22)', () => {
  it('fr-possessive-vowel: ma/ta/sa before a vowel', async () => {
    expect(await found('Je parle avec ma amie.')).toEqual(['ma→mon']);
    expect(await found('Sa école est loin.')).toEqual(['Sa→Son']);
  });
  it('fr-possessive-vowel: silent before a consonant or an h', async () => {
    expect(await found('Ma sœur et ta hache sont là.')).toEqual([]);
    expect(await found('Mon amie habite ici.')).toEqual([]);
  });
  it('fr-participle: a regular-pattern participle after avoir', async () => {
    expect(await found("J'ai prendu le bus.")).toEqual(['prendu→pris']);
    expect(await found('Nous avons déjà faisé les courses.')).toEqual(['faisé→fait']);
  });
  it('fr-participle: silent on the right participle', async () => {
    expect(await found("J'ai pris le bus et nous avons fait les courses.")).toEqual([]);
  });
  it('fr-etre-motion: verbs of motion take être', async () => {
    expect(await found("Hier j'ai allé à la plage.")).toEqual(["j'ai→je suis"]);
    expect(await found('Ils ont arrivé en retard.')).toEqual(['ont→sont']);
  });
  it('fr-etre-motion: silent on être, and on sortir with an object', async () => {
    expect(await found('Je suis allé à la plage.')).toEqual([]);
    expect(await found("J'ai sorti le chien.")).toEqual([]);
  });
});
