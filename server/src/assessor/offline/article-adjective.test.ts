import { describe, expect, it } from 'vitest';
import { checkArticleAcrossAdjective } from './article-adjective.js';
import { checkText } from './checker.js';

const found = (text: string, language: string) =>
  checkArticleAcrossAdjective(text, language).map(
    (i) => `${i.original}→${i.corrected}${i.finding === 'flag' ? ' (flag)' : ''}`,
  );

describe('article, adjective and noun (issue 22, decision 298)', () => {
  it('de: a word named like an object property is no article (no crash)', () => {
    expect(found('Mein constructor kleine Haus und toString große Wohnung.', 'de')).toEqual([]);
  });
  it('de: fixes article and ending where the case leaves one form', () => {
    expect(found('Das ist die kleine Haus von meiner Oma.', 'de')).toEqual(['die kleine→das kleine']);
    expect(found('Ich habe eine kleines Haus gekauft.', 'de')).toEqual(['eine kleines→ein kleines']);
    expect(found('Das kleine Wohnung ist hell.', 'de')).toEqual(['Das kleine→Die kleine']);
    expect(found('Ich fahre mit das neue Auto.', 'de')).toEqual(['das neue→dem neuen']);
    expect(found('Sie spricht mit eine nette Kollegin.', 'de')).toEqual(['eine nette→einer netten']);
  });
  it('de: flags where the case could be two', () => {
    expect(found('Wir wohnen in der großen Haus.', 'de')).toEqual(['der großen→der großen (flag)']);
    expect(found('Der große Kind spielt.', 'de')).toEqual(['Der große→Der große (flag)']);
  });
  it('de: stays silent on right forms, plurals like the singular and relative pronouns', () => {
    expect(found('Das kleine Haus ist schön, ich habe ein kleines Haus.', 'de')).toEqual([]);
    expect(found('Ich fahre mit dem neuen Auto und mit der neuen Bahn.', 'de')).toEqual([]);
    expect(found('Die neuen Zimmer sind groß.', 'de')).toEqual([]);
    expect(found('Die Leute, die immer Geld haben, sind froh.', 'de')).toEqual([]);
  });

  it('fr: article and adjective take the noun’s gender', () => {
    expect(found('J’ai un petite maison.', 'fr')).toEqual(['un petite→une petite']);
    expect(found('Je cherche une petit maison.', 'fr')).toEqual(['une petit→une petite']);
    expect(found('Le grande maison est vide.', 'fr')).toEqual(['Le grande→La grande']);
  });
  it('fr: stays silent on right forms, bel/nouvel/vieil and pronouns', () => {
    expect(found('J’ai une petite maison et un grand jardin.', 'fr')).toEqual([]);
    expect(found('C’est un nouvel appartement.', 'fr')).toEqual([]);
    expect(found('Il la petite maison.', 'fr')).toEqual([]);
  });

  it('es: the article agrees across gran, buen, nuevo…', () => {
    expect(found('El gran casa está en el centro.', 'es')).toEqual(['El gran→La gran']);
    expect(found('Vimos una nuevo película.', 'es')).toEqual(['una nuevo→una nueva']);
  });
  it('es: stays silent on right forms', () => {
    expect(found('La gran casa está en el centro y un buen día fuimos a la playa.', 'es')).toEqual([]);
    expect(found('Es la primera vez que vengo.', 'es')).toEqual([]);
  });
  it('es: "el casa blanca" is caught by the article before the noun, once', async () => {
    const { issues } = await checkText('El casa blanca es bonita.', 'es');
    expect(issues.map((i) => `${i.rule}:${i.original}→${i.corrected}`)).toEqual(['es-gender:El→La']);
  });

  it('it, pt: article and adjective take the noun’s gender', () => {
    expect(found('Ho comprato un nuova macchina.', 'it')).toEqual(['un nuova→una nuova']);
    expect(found('Comprei um nova casa.', 'pt')).toEqual(['um nova→uma nova']);
    expect(found('Ho comprato una nuova macchina.', 'it')).toEqual([]);
    expect(found('Comprei uma nova casa e fui a pé.', 'pt')).toEqual([]);
  });
});

describe('agreement across more than one word (issue 22, decision 308)', () => {
  it('de: two adjectives and an adverb between article and noun', () => {
    expect(found('Wir haben ein schönes großer Haus.', 'de')).toEqual([
      'ein schönes großer→ein schönes großes',
    ]);
    expect(found('Das ist ein sehr schöne Haus.', 'de')).toEqual(['ein sehr schöne→ein sehr schönes']);
    expect(found('Der kleinen Hund schläft.', 'de')).toEqual(['Der kleinen→Der kleine']);
    expect(found('Ich fahre mit dem neue Auto.', 'de')).toEqual(['dem neue→dem neuen']);
    expect(found('Ich wohne in einer kleine alte Wohnung.', 'de')).toEqual([
      'einer kleine alte→einer kleinen alten',
    ]);
    expect(found('Ich fahre mit das neue rote Auto.', 'de')).toEqual(['das neue rote→dem neuen roten']);
    expect(found('Das ist die sehr kleine Haus.', 'de')).toEqual(['die sehr kleine→das sehr kleine']);
  });
  it('de: an adjective whose stem ends in -er or -en, or a participle, is a flag', () => {
    expect(found('Das ist ein teuer Auto.', 'de')).toEqual(['ein teuer→ein teuer (flag)']);
    expect(found('Ein geschlossen Fenster.', 'de')).toEqual(['Ein geschlossen→Ein geschlossen (flag)']);
    expect(found('Wir kaufen ein dunkel Auto.', 'de')).toEqual([]);
    expect(found('Wir kaufen ein größer Auto.', 'de')).toEqual(['ein größer→ein größer (flag)']);
    expect(found('Er hat ein gebrauchten Auto.', 'de')).toEqual(['ein gebrauchten→ein gebrauchten (flag)']);
  });
  it('de: stays silent on right endings, plurals, prepositions with a nominative-looking article', () => {
    expect(found('Wir haben ein schönes großes Haus und einen sehr alten Hund.', 'de')).toEqual([]);
    expect(found('Der kleine Hund schläft im großen Garten.', 'de')).toEqual([]);
    expect(found('Das Auto der alten Lehrer ist rot.', 'de')).toEqual([]);
    expect(found('Wir gehen in das neue Kino.', 'de')).toEqual([]);
    expect(found('Habt ihr neue Bücher?', 'de')).toEqual([]);
    expect(found('Das ist mein neues Auto, meine kleine Wohnung, unser alter Hund.', 'de')).toEqual([]);
  });
  it('fr, es: an adverb or a second adjective between article and noun', () => {
    expect(found('Nous avons un très petite maison.', 'fr')).toEqual(['un très petite→une très petite']);
    expect(found('Es una muy buen película.', 'es')).toEqual(['una muy buen→una muy buena']);
    expect(found('Es un gran casa blanca.', 'es')).toEqual(['un gran→una gran']);
    expect(found('Es una muy buena película.', 'es')).toEqual([]);
  });
});

describe('a German -er that may be a comparative is a flag, not a fix (issue 22, decision 315)', () => {
  it('flags -er after an article that never takes it, or before "als"', () => {
    expect(found('Das schneller Auto gehört mir.', 'de')).toEqual(['Das schneller→Das schneller (flag)']);
    expect(found('Ich fahre mit dem neuer Auto.', 'de')).toEqual(['dem neuer→dem neuer (flag)']);
    expect(found('Ich möchte ein schneller Auto als mein Bruder.', 'de')).toEqual([
      'ein schneller→ein schneller (flag)',
    ]);
  });
  it('keeps the fix where -er is the strong masculine ending or the adjective has no comparative', () => {
    expect(found('Ich habe ein schneller Auto.', 'de')).toEqual(['ein schneller→ein schnelles']);
    expect(found('Wir haben ein schöner Haus, und es ist groß.', 'de')).toEqual(['ein schöner→ein schönes']);
    expect(found('Das roter Auto gehört mir.', 'de')).toEqual(['Das roter→Das rote']);
    expect(found('Der letzter Zug fährt um acht.', 'de')).toEqual(['Der letzter→Der letzte']);
  });
});
