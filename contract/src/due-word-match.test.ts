import { describe, expect, it } from 'vitest';
import { dueWordForms, findDueWordUses, foldWord } from './due-word-match';

const uses = (text: string, word: string, language: string, known: string[] = []) =>
  findDueWordUses(text, [{ id: 'w', forms: dueWordForms(word, language, known) }]).map((u) =>
    text.slice(u.start, u.end),
  );

describe('foldWord', () => {
  it('drops case, accents and umlauts', () => {
    expect(foldWord('Está')).toBe('esta');
    expect(foldWord('HÄUSER')).toBe('hauser');
    expect(foldWord('Straße')).toBe('strasse');
    expect(foldWord('élève')).toBe('eleve');
  });
});

describe('findDueWordUses', () => {
  it('finds Spanish verb conjugations and noun plurals, without accents', () => {
    expect(uses('Ayer hablé con ella y hablamos mucho.', 'hablar', 'es')).toEqual(['hablé', 'hablamos']);
    expect(uses('Vivimos aqui, ella vivia alli.', 'vivir', 'es')).toEqual(['Vivimos', 'vivia']);
    expect(uses('Comiendo y comeremos.', 'comer', 'es')).toEqual(['Comiendo', 'comeremos']);
    expect(uses('Tengo dos gatos y una gata.', 'gato', 'es')).toEqual(['gatos', 'gata']);
    expect(uses('Las luces.', 'luz', 'es')).toEqual(['luces']);
    expect(uses('Me levanto temprano.', 'levantarse', 'es')).toEqual(['levanto']);
  });

  it('finds German verb forms, participles and umlaut plurals', () => {
    expect(uses('Ich kaufe Brot, du kaufst, er hat gekauft.', 'kaufen', 'de')).toEqual([
      'kaufe',
      'kaufst',
      'gekauft',
    ]);
    expect(uses('Er arbeitet viel.', 'arbeiten', 'de')).toEqual(['arbeitet']);
    expect(uses('Zwei Häuser und ein Haus.', 'Haus', 'de')).toEqual(['Häuser', 'Haus']);
    expect(uses('Die Kinder spielen.', 'Kind', 'de')).toEqual(['Kinder']);
  });

  it('finds French verb forms and plurals', () => {
    expect(uses("J'ai mangé, nous mangeons, ils mangeaient.", 'manger', 'fr')).toEqual([
      'mangé',
      'mangeons',
      'mangeaient',
    ]);
    expect(uses('Je parle, tu parlais, ils parleront.', 'parler', 'fr')).toEqual([
      'parle',
      'parlais',
      'parleront',
    ]);
    expect(uses('Nous finissons, il finit.', 'finir', 'fr')).toEqual(['finissons', 'finit']);
    expect(uses('Les chevaux et les journaux.', 'journal', 'fr')).toEqual(['journaux']);
    expect(uses('Elle est heureuse.', 'heureux', 'fr')).toEqual(['heureuse']);
  });

  it('finds English inflections and irregular forms the server knows', () => {
    expect(uses('She studies and studied.', 'study', 'en')).toEqual(['studies', 'studied']);
    expect(uses('We stopped stopping.', 'stop', 'en')).toEqual(['stopped', 'stopping']);
    expect(uses('Making and made.', 'make', 'en')).toEqual(['Making']);
    expect(uses('Making and made.', 'make', 'en', ['made', 'makes'])).toEqual(['Making', 'made']);
    expect(uses('Two boxes.', 'box', 'en')).toEqual(['boxes']);
  });

  it('matches whole words only, and phrases in sequence', () => {
    expect(uses('Un casamiento, una casita.', 'casa', 'es')).toEqual([]);
    expect(uses('Hablaba poco.', 'hablar', 'es')).toEqual(['Hablaba']);
    expect(uses('Me di cuenta. Darse cuenta es fácil.', 'darse cuenta', 'es')).toEqual(['Darse cuenta']);
    expect(uses('cuenta darse', 'darse cuenta', 'es')).toEqual([]);
  });

  it('answers every word with its own id, in text order', () => {
    const found = findDueWordUses('El perro come.', [
      { id: 'b', forms: dueWordForms('comer', 'es') },
      { id: 'a', forms: dueWordForms('perro', 'es') },
    ]);
    expect(found).toEqual([
      { id: 'a', start: 3, end: 8 },
      { id: 'b', start: 9, end: 13 },
    ]);
  });

  it('knows no inflections for a language without rules, but still the word itself (whole words only)', () => {
    expect(uses('本を読む', '本', 'ja')).toEqual([]);
    expect(uses('I like kava.', 'kava', 'xx')).toEqual(['kava']);
  });
});
