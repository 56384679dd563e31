import { describe, expect, it } from 'vitest';
import { checkSpelling } from './hunspell.js';
import { asFixes } from './fixes.test-support.js';

const fixes = async (text: string, language: string) => asFixes(await checkSpelling(text, language));

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

describe('German noun capitals (noun-capital)', () => {
  it('capitalises a lower-case word the dictionary knows only as a noun', async () => {
    expect(await fixes('Ich suche eine wohnung in der Nähe vom Bahnhof.', 'de')).toEqual([
      'noun-capital:wohnung→Wohnung',
    ]);
    expect(await fixes('Ich habe zwei hund und eine Katze.', 'de')).toEqual(['noun-capital:hund→Hund']);
    expect(await fixes('Mein bruder wohnt in Berlin.', 'de')).toEqual(['noun-capital:bruder→Bruder']);
  });
  it('stays silent on verbs, and on a missing umlaut that only looks like a noun', async () => {
    expect(
      await fixes('Wir müssen diese Probleme lösen und ich kann gut schwimmen und lesen.', 'de'),
    ).toEqual([]);
    expect(await fixes('Liebe Olga, ich wunsche dir viel Glück.', 'de')).toEqual(['accent:wunsche→wünsche']);
  });
}, 60_000);

describe('German words capitalised in mid-sentence (de-lowercase)', () => {
  it('lower-cases pronouns and adverbs a learner capitalised', async () => {
    expect(await fixes('Als ich eure Anzeige gelesen habe, hat es Mir Sehr interessiert.', 'de')).toEqual([
      'de-lowercase:Mir→mir',
      'de-lowercase:Sehr→sehr',
    ]);
    expect(await fixes('Hallo Ingo, Ich habe eine Arbeit gefunden.', 'de')).toEqual(['de-lowercase:Ich→ich']);
  });
  it('stays silent on salutations, polite Sie/Ihnen, letter Dir, quoted speech and sentence starts', async () => {
    expect(await fixes('Sehr geehrte Damen und Herren, ich danke Ihnen für Ihre Antwort.', 'de')).toEqual([]);
    expect(await fixes('Wie geht es Dir? Ich hoffe, Dir geht es gut.', 'de')).toEqual([]);
    expect(await fixes('Ich habe die Frage „Ist es sinnvoll?" gelesen.', 'de')).toEqual([]);
  });
}, 60_000);

describe('German spelling', () => {
  it('leaves compounds of known words, Swiss ss and abbreviations alone', async () => {
    expect(
      await fixes('Ich habe viel Erfahrung im Einzelhandelbereich und mit Essentraditionen.', 'de'),
    ).toEqual([]);
    expect(await fixes('Es macht Spass, wir kaufen Brot, Käse usw. Mit freundlichen Grüssen', 'de')).toEqual(
      [],
    );
  });
  it('never suggests a word worse than the learner’s', async () => {
    const text = 'Wir müssen diese Probleme zu lösen und ich wünsche dir viel Glück. Ich kann nicht fahren.';
    expect(await fixes(text, 'de')).toEqual([]);
  });
  it('fixes umlaut slips and typos', async () => {
    expect(await fixes('Die Leute investieren nicht in Gebaude.', 'de')).toEqual(['accent:Gebaude→Gebäude']);
    expect(await fixes('Ich war bei meiner Schwigermutter.', 'de')).toEqual([
      'hunspell:Schwigermutter→Schwiegermutter',
    ]);
  });
}, 60_000);

describe('English words in other languages', () => {
  it('leaves a borrowed English word alone but still adds a missing accent', async () => {
    expect(await fixes('La gestion des emails prend beaucoup de temps.', 'fr')).toEqual([]);
    expect(await fixes('Los fans de la serie miran la television todos los días.', 'es')).toEqual([
      'accent:television→televisión',
    ]);
  });
  it('still flags the Portuguese or Italian form a Spanish learner writes', async () => {
    expect(await fixes('Yo creo quatro ilustraciones cada semana.', 'es')).toEqual([
      'hunspell:quatro→cuatro',
    ]);
  });
  it('takes a wrong accent off instead of adding another (tenís → tenis)', async () => {
    expect(await fixes('Me gusta jugar al tenís con mi perro.', 'es')).toEqual(['hunspell:tenís→tenis']);
  });
}, 60_000);
