import { describe, expect, it } from 'vitest';
import { checkArticleGender } from './article-gender.js';
import { checkText } from './checker.js';

const found = (text: string, language: string) =>
  checkArticleGender(text, language).map(
    (i) => `${i.original}→${i.corrected}${i.finding === 'flag' ? ' (flag)' : ''}`,
  );

describe('article–noun gender (issue 22)', () => {
  it('de: a word named like an object property is no article (no crash)', () => {
    expect(found('Mein constructor Haus und toString Wohnung.', 'de')).toEqual([]);
  });
  it('de: fixes an article whose form the gender and case leave certain', () => {
    expect(found('Das Wohnung ist sehr hell.', 'de')).toEqual(['Das→Die']);
    expect(found('Ich habe ein Katze und die Kind mag sie.', 'de')).toEqual(['ein→eine', 'die→das']);
    expect(found('Wir kaufen eine Fahrrad für kein Reise.', 'de')).toEqual(['eine→ein', 'kein→keine']);
  });
  it('de: only flags when the case could be two, and after a two-way preposition', () => {
    expect(found('Ich sehe das Tisch.', 'de')).toEqual(['das→das (flag)']);
    expect(found('Ich wohne in das Stadt.', 'de')).toEqual(['das→das (flag)']);
    expect(found('Der Kind spielt.', 'de')).toEqual(['Der→Der (flag)']);
  });
  it('de: stays silent on right articles, plurals like the singular, unknown nouns and dass', () => {
    expect(found('Die Wohnung hat ein Zimmer, einen Balkon und eine Küche.', 'de')).toEqual([]);
    expect(found('Die Zimmer sind klein, die Lehrer der Kinder nett.', 'de')).toEqual([]);
    expect(found('Ich wohne in der Stadt und fahre mit der Bahn.', 'de')).toEqual([]);
    expect(found('Das Ergebnis der Umfrage ist klar.', 'de')).toEqual([]);
    expect(found('Ich glaube, das Zeit wichtig ist.', 'de')).toEqual([]);
  });
  it('de: after a dative preposition the dative rule names the gender’s form', async () => {
    const fixes = (await checkText('Ich fahre mit das Bahn und mit ein Freundin.', 'de')).issues.map(
      (i) => `${i.original}→${i.corrected}`,
    );
    expect(fixes).toEqual(['das→der', 'ein→einer']);
  });

  it('fr: le/la, un/une and du/au agree with the noun', () => {
    expect(found('Je cherche le maison et un voiture.', 'fr')).toEqual(['le→la', 'un→une']);
    expect(found('Nous mangeons de la pain et du viande.', 'fr')).toEqual(['de la→du', 'du→de la']);
    expect(found('Elle va au plage avec une ami.', 'fr')).toEqual(['au→à la']);
    expect(found('Il a une problème avec une hôtel.', 'fr')).toEqual(['une→un', 'une→un']);
  });
  it('fr: stays silent on right articles, pronouns and elision', () => {
    expect(found('La maison est grande et le jardin aussi.', 'fr')).toEqual([]);
    expect(found('Je la cherche, tu le vois ?', 'fr')).toEqual([]);
    expect(found("Il arrive à l'école avec une amie.", 'fr')).toEqual([]);
  });

  it('it: il/lo/la and un/uno/una agree, lo before s + consonant', () => {
    expect(found('Ho visto la film e il casa.', 'it')).toEqual(['la→il', 'il→la']);
    expect(found('Compro una zaino e un pizza.', 'it')).toEqual(['una→uno', 'un→una']);
    expect(found('Vado nella negozio.', 'it')).toEqual(['nella→nel']);
  });
  it('it: stays silent on right articles and pronouns', () => {
    expect(found('Il problema è la casa, non lo zaino.', 'it')).toEqual([]);
    expect(found('Non la casa, ma il giardino.', 'it')).toEqual([]);
    expect(found('Lo sport è bello.', 'it')).toEqual([]);
  });

  it('pt: o/a, um/uma and the contractions agree', () => {
    expect(found('O casa é grande e uma problema é o preço.', 'pt')).toEqual(['O→A', 'uma→um']);
    expect(found('Moro na Brasil, no cidade do praia.', 'pt')).toEqual(['no→na', 'do→da']);
  });
  it('pt: stays silent on right articles, the preposition a and pronouns', () => {
    expect(found('O problema é a casa, não o dia.', 'pt')).toEqual([]);
    expect(found('Vamos a pé, eu o vejo amanhã.', 'pt')).toEqual([]);
  });
});
