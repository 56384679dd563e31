import { describe, expect, it } from 'vitest';
import { checkSpelling } from './hunspell.js';

const fixes = async (text: string, language: string) =>
  (await checkSpelling(text, language)).map((i) => `${i.rule}:${i.original}→${i.corrected}`);

describe('Spanish accents on unambiguous forms', () => {
  it('adds the only accent the dictionary allows', async () => {
    expect(await fixes('Mi hermano tambien estudia en la universidad porque es dificil.', 'es')).toEqual([
      'accent:tambien→también',
      'accent:dificil→difícil',
    ]);
    expect(await fixes('Despues de la clase fuimos al parque.', 'es')).toEqual(['accent:Despues→Después']);
  });
  it('stays silent on correct words, names at the start of a sentence and links', async () => {
    expect(await fixes('Sofía Vergara es una actriz muy famosa.', 'es')).toEqual([]);
    expect(await fixes('Michael Jordan jugaba al baloncesto en Chicago.', 'es')).toEqual([]);
    expect(await fixes('Mira la página www.ejemplo.com para más información.', 'es')).toEqual([]);
    expect(await fixes('El papa habla con el público.', 'es')).toEqual([]);
  });
}, 60_000);

describe('German spelling', () => {
  it('capitalises a noun the dictionary knows only capitalised, after a determiner', async () => {
    // (Not "eine wohnung": nspell reads the compound-only lower-case stems of the German dictionary as
    // words; docs/decisions/165.)
    expect(await fixes('Mein bruder wohnt in Berlin.', 'de')).toEqual(['noun-capital:bruder→Bruder']);
    expect(await fixes('Das macht Spaß, und ich kann gut schwimmen und lesen.', 'de')).toEqual([]);
    expect(await fixes('Ich habe ein neues auto gekauft.', 'de')).toEqual(['noun-capital:auto→Auto']);
  });
  it('never suggests a word worse than the learner’s', async () => {
    const text = 'Wir müssen diese Probleme zu lösen und ich wünsche dir viel Glück. Ich kann nicht fahren.';
    expect(await fixes(text, 'de')).toEqual([]);
  });
  it('fixes umlaut slips', async () => {
    expect(await fixes('Die Leute investieren nicht in Gebaude.', 'de')).toEqual([
      'hunspell:Gebaude→Gebäude',
    ]);
  });
}, 60_000);
