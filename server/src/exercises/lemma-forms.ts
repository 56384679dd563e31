import { IRREGULAR } from '../assessor/index.js';
import { CONJUGATIONS } from '../assessor/index.js';

/**
 * Forms of one word from a table (issue 22): articles, determiners and possessives by gender, number
 * and case; the present and past of the verbs a learner writes first. A multiple-choice question
 * offers only forms from the answer's own row, so every option is a real form of the same word and
 * the choice is about grammar, never a dictionary neighbour with another meaning. Written for this
 * project from the standard paradigms.
 */
const rows = (text: string) => text.split(';').map((row) => row.trim().split(/\s+/));

/** The -s form of an English verb: goes, teaches, flies, says. */
function thirdPerson(base: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

const PARADIGMS: Record<string, string[][]> = {
  es: [
    ...rows(`el la los las; un una unos unas; este esta estos estas; ese esa esos esas;
      aquel aquella aquellos aquellas; mi mis; tu tus; su sus; nuestro nuestra nuestros nuestras;
      mucho mucha muchos muchas; poco poca pocos pocas; otro otra otros otras; ningún ninguna;
      algún alguna algunos algunas; bueno buena buenos buenas; malo mala malos malas`),
    ...CONJUGATIONS,
  ],
  de: rows(`der die das den dem des; ein eine einen einem einer eines; kein keine keinen keinem keiner keines;
    mein meine meinen meinem meiner meines; dein deine deinen deinem deiner deines;
    unser unsere unseren unserem unserer unseres; euer eure euren eurem eurer eures;
    dieser diese dieses diesen diesem; bin bist ist sind seid war warst waren wart gewesen;
    habe hast hat haben habt hatte hattest hatten gehabt; werde wirst wird werden werdet wurde wurden geworden;
    gehe gehst geht gehen ging gingen gegangen; fahre fährst fährt fahren fuhr fuhren gefahren;
    komme kommst kommt kommen kam kamen gekommen; sehe siehst sieht sehen sah sahen gesehen;
    esse isst essen aß aßen gegessen; nehme nimmst nimmt nehmen nahm nahmen genommen;
    kann kannst können könnt konnte konnten; muss musst müssen müsst musste mussten;
    will willst wollen wollt wollte wollten`),
  fr: rows(`le la les; un une des; mon ma mes; ton ta tes; son sa ses; ce cet cette ces; notre nos; votre vos;
    suis es est sommes êtes sont été; ai as a avons avez ont eu; vais vas va allons allez vont allé allée allés allées;
    fais fait faisons faites font; peux peut pouvons pouvez peuvent pu; veux veut voulons voulez veulent voulu`),
  en: [
    ...rows(`be am is are was were been being; have has had having; do does did done doing;
      this these; that those; a an`),
    ...Object.entries(IRREGULAR).map(([base, [past, participle]]) => [
      base,
      thirdPerson(base),
      past,
      participle,
    ]),
  ],
  it: rows(`il lo la i gli le; un uno una; sono sei è siamo siete stato stata stati state;
    ho hai ha abbiamo avete hanno avuto`),
  pt: rows(`o a os as; um uma uns umas; sou és é somos são sido; tenho tens tem temos têm tido;
    estou estás está estamos estão estado`),
};

/** Each form → the rows holding it; a form found in two rows belongs to no table (which word is it?). */
const INDEX: Record<string, Map<string, string[][]>> = Object.fromEntries(
  Object.entries(PARADIGMS).map(([language, paradigms]) => {
    const index = new Map<string, string[][]>();
    for (const row of paradigms) {
      const forms = [...new Set(row)];
      for (const form of forms) index.set(form, [...(index.get(form) ?? []), forms]);
    }
    return [language, index];
  }),
);

const capitalised = (w: string) => w.charAt(0).toLocaleUpperCase() + w.slice(1);

/**
 * The other forms of `word` from its one table row, styled with its capital; null when no table
 * knows the word, or knows it in two rows (then which word it is is not certain).
 */
export function sameLemmaForms(word: string, language: string): string[] | null {
  const lower = word.toLocaleLowerCase();
  const found = INDEX[language]?.get(lower);
  if (!found || found.length !== 1) return null;
  const capital = word !== lower && word.charAt(0) !== lower.charAt(0);
  return found[0]!.filter((f) => f !== lower).map((f) => (capital ? capitalised(f) : f));
}

/** Whether two words are forms of one table row: the learner's earlier form as a true contrast. */
export function sameLemma(a: string, b: string, language: string): boolean {
  return (sameLemmaForms(a, language) ?? []).some((f) => f.toLocaleLowerCase() === b.toLocaleLowerCase());
}
