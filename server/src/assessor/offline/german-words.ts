/**
 * Word tables for the German learner rules (german-grammar.ts), written for this project from the
 * standard conjugation of each verb: strong and mixed verbs with their past participle, and the verbs
 * that form the perfect with "sein".
 */

/** Infinitive → past participle of strong, mixed and irregular verbs a learner writes early on. */
export const STRONG_PARTICIPLES: Record<string, string> = {
  gehen: 'gegangen',
  kommen: 'gekommen',
  sehen: 'gesehen',
  essen: 'gegessen',
  trinken: 'getrunken',
  schreiben: 'geschrieben',
  lesen: 'gelesen',
  fahren: 'gefahren',
  fliegen: 'geflogen',
  schlafen: 'geschlafen',
  finden: 'gefunden',
  nehmen: 'genommen',
  geben: 'gegeben',
  sprechen: 'gesprochen',
  treffen: 'getroffen',
  bleiben: 'geblieben',
  laufen: 'gelaufen',
  helfen: 'geholfen',
  sitzen: 'gesessen',
  stehen: 'gestanden',
  liegen: 'gelegen',
  bringen: 'gebracht',
  denken: 'gedacht',
  wissen: 'gewusst',
  kennen: 'gekannt',
  rufen: 'gerufen',
  schwimmen: 'geschwommen',
  singen: 'gesungen',
  werden: 'geworden',
  tun: 'getan',
  ziehen: 'gezogen',
  waschen: 'gewaschen',
  tragen: 'getragen',
  halten: 'gehalten',
  werfen: 'geworfen',
  sterben: 'gestorben',
  steigen: 'gestiegen',
  springen: 'gesprungen',
  gewinnen: 'gewonnen',
  verlieren: 'verloren',
  beginnen: 'begonnen',
  vergessen: 'vergessen',
  verstehen: 'verstanden',
  bekommen: 'bekommen',
  anrufen: 'angerufen',
  aufstehen: 'aufgestanden',
  einladen: 'eingeladen',
  ankommen: 'angekommen',
  abfahren: 'abgefahren',
  einschlafen: 'eingeschlafen',
  mitnehmen: 'mitgenommen',
  fernsehen: 'ferngesehen',
  anfangen: 'angefangen',
  aussehen: 'ausgesehen',
  umziehen: 'umgezogen',
};

const SEPARABLE = /^(an|auf|aus|ab|ein|mit|fern|um|zurück|weg|los|vor|nach|zu)(?=[a-zß])/;
const INSEPARABLE = /^(be|ver|ge|er|zer|ent|emp|miss)(?=[a-zß])/;

/** The parts of an infinitive: separable prefix, inseparable prefix, and the present stem. */
function parts(infinitive: string): { sep: string; insep: string; stem: string } {
  const sep = SEPARABLE.exec(infinitive)?.[1] ?? '';
  const rest = infinitive.slice(sep.length);
  const insep = INSEPARABLE.exec(rest)?.[1] ?? '';
  const stem = rest.slice(insep.length).replace(/e?n$/, '');
  return { sep, insep, stem };
}

/**
 * The participles a learner builds by the weak pattern or from the infinitive (gegeht, gegehen,
 * angeruft, verstehte, gefindet), each mapped to the right one. A caller drops any that is a real word.
 */
export function regularisedParticiples(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [infinitive, right] of Object.entries(STRONG_PARTICIPLES)) {
    const { sep, insep, stem } = parts(infinitive);
    const ge = insep ? insep : 'ge';
    const ending = /[td]$/.test(stem) ? 'et' : 't';
    for (const wrong of [
      `${sep}${ge}${stem}${ending}`,
      `${sep}${ge}${stem}en`,
      `${sep}${insep ? 'ge' + insep : 'ge'}${stem}${ending}`,
    ])
      if (wrong !== right) out.set(wrong, right);
  }
  return out;
}

/** Participles of verbs of motion and change of state that take "sein" in every use. */
export const SEIN_PARTICIPLES = new Set([
  'gegangen',
  'gekommen',
  'geblieben',
  'gewesen',
  'geworden',
  'gelaufen',
  'angekommen',
  'aufgestanden',
  'gestorben',
  'passiert',
  'geschehen',
  'eingeschlafen',
  'aufgewacht',
  'gereist',
  'gestiegen',
  'eingestiegen',
  'ausgestiegen',
  'umgestiegen',
  'gesprungen',
  'mitgekommen',
  'zurückgekommen',
  'losgegangen',
  'abgefahren',
  'spazieren gegangen',
]);

/** haben → sein, person for person. */
export const HABEN_TO_SEIN: Record<string, string> = {
  habe: 'bin',
  hab: 'bin',
  hast: 'bist',
  hat: 'ist',
  haben: 'sind',
  habt: 'seid',
  hatte: 'war',
  hattest: 'warst',
  hatten: 'waren',
  hattet: 'wart',
};

/** Subject pronouns and the verb endings that can follow them (for word order). */
export const PRONOUN_ENDINGS: Record<string, RegExp> = {
  ich: /(e|te|bin|habe|hab|kann|muss|will|soll|darf|mag|möchte|weiß|war|hatte)$/,
  du: /(st|bist)$/,
  er: /(t|ist|kann|muss|will|soll|darf|mag|möchte|weiß|war|hatte)$/,
  sie: /(t|en|ist|sind|kann|muss|will|soll|darf|mag|möchte|weiß|war|hatte|waren|hatten)$/,
  es: /(t|ist|kann|muss|will|soll|darf|mag|möchte|weiß|war|hatte)$/,
  wir: /(en|sind|waren)$/,
  ihr: /(t|seid|wart)$/,
};

/**
 * Finite auxiliaries and modals by subject pronoun. A subordinate clause that already ends in one of
 * these agreeing with its subject is verb-final, whatever stands after the pronoun: a participle
 * (wenn du gestresst bist, dass wir gegessen haben) or an infinitive (weil sie schwimmen kann).
 */
const AUXILIARIES = {
  ich: 'bin habe hab werde kann muss will soll darf mag möchte war hatte wurde konnte musste wollte sollte durfte',
  du: 'bist hast wirst kannst musst willst sollst darfst magst möchtest warst hattest wurdest konntest musstest wolltest solltest durftest',
  er: 'ist hat wird kann muss will soll darf mag möchte war hatte wurde konnte musste wollte sollte durfte',
  es: 'ist hat wird kann muss will soll darf mag möchte war hatte wurde konnte musste wollte sollte durfte',
  sie: 'ist hat wird kann muss will soll darf mag möchte war hatte wurde konnte musste wollte sollte durfte sind haben werden können müssen wollen sollen dürfen mögen möchten waren hatten wurden konnten mussten wollten sollten durften',
  wir: 'sind haben werden können müssen wollen sollen dürfen mögen möchten waren hatten wurden konnten mussten wollten sollten durften',
  ihr: 'seid habt werdet könnt müsst wollt sollt dürft mögt möchtet wart hattet wurdet konntet musstet wolltet solltet durftet',
};
export const FINITE_AUXILIARY: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(AUXILIARIES).map(([pronoun, forms]) => [pronoun, new Set(forms.split(' '))]),
);

/** Fronted time words after which the finite verb comes second, before the subject. */
export const FRONTED_TIME = new Set([
  'heute',
  'morgen',
  'gestern',
  'dann',
  'danach',
  'jetzt',
  'später',
  'manchmal',
  'oft',
  'immer',
  'abends',
  'morgens',
  'nachmittags',
  'vorgestern',
  'übermorgen',
  'damals',
  'zuerst',
  'leider',
  'deshalb',
  'deswegen',
  'trotzdem',
  'außerdem',
  'hier',
  'dort',
]);

/** Conjunctions that send the finite verb to the end of their clause. */
export const SUBORDINATORS = new Set([
  'weil',
  'dass',
  'wenn',
  'ob',
  'obwohl',
  'als',
  'damit',
  'bevor',
  'nachdem',
]);

/** Words that are never the finite verb after a subject pronoun. */
export const NOT_A_VERB = new Set([
  'und',
  'oder',
  'aber',
  'auch',
  'nicht',
  'noch',
  'schon',
  'nur',
  'sehr',
  'gern',
  'gerne',
  'immer',
  'oft',
  'dann',
  'heute',
  'morgen',
  'mit',
  'selbst',
  'allein',
]);

/** Prepositions that always take the dative. */
export const DATIVE_PREPOSITIONS = new Set(['mit', 'bei', 'von', 'aus', 'nach', 'seit']);

/** Accusative or nominative determiners after a dative preposition → the one dative form, where only one fits. */
export const DATIVE_OF: Record<string, string> = {
  das: 'dem',
  ein: 'einem',
  einen: 'einem',
  eine: 'einer',
  mein: 'meinem',
  meinen: 'meinem',
  dein: 'deinem',
  deinen: 'deinem',
  sein: 'seinem',
  seinen: 'seinem',
  unser: 'unserem',
  kein: 'keinem',
  keinen: 'keinem',
};
