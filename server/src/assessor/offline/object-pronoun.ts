/**
 * French le/la/les before a verb are object pronouns (Marie la lit, Paul le bouche avec du mastic); the
 * article rule already keeps quiet after a subject pronoun (je la porte). After a name or a capitalised
 * noun the subject is that word, so a "noun" that is also the present of a verb (lit: lire, bouche:
 * boucher, classe: classer) may be that verb, and the gender rule cannot tell (decision 307).
 */

/** Prepositions: a name after one (À Paris, Chez Paul) is no subject. */
const PREPOSITIONS =
  /^(à|de|dans|sur|sous|avec|pour|par|chez|vers|en|entre|sans|contre|après|avant|depuis|pendant|derrière|devant)$/;

/**
 * Prepositions and adverbs that open a sentence before an article: "Dans le cuisine", "Maintenant le
 * cuisine" are still checked; so is an adverb in -ment (Finalement le cuisine).
 */
const OPENERS =
  /^(à|de|dans|sur|sous|avec|pour|par|chez|vers|en|entre|sans|contre|après|avant|depuis|pendant|derrière|devant|hier|demain|aujourd'hui|voici|voilà|et|mais|ou|donc|puis|alors|maintenant|ensuite|ici|là|souvent|parfois|toujours|enfin|ainsi|aussi|cependant|pourtant|soudain|bientôt|déjà|encore|surtout|\p{L}+ment)$/u;

/** Whether `noun` is also the present of a verb: stem + er (bouche → boucher) or -it of a verb in -ire (lit → lire). */
export function alsoAVerb(isWord: (w: string) => boolean, noun: string): boolean {
  return isWord(`${noun}r`) || (/it$/.test(noun) && isWord(`${noun.slice(0, -1)}re`));
}

/**
 * Whether the article before `noun`, after the word `before` (as written), may be an object pronoun.
 * `beforeThat` is the word before the name, if any: after a preposition (À Paris, Chez Paul) the name is
 * no subject, so the article is one.
 */
export function mayBeObjectPronoun(
  isWord: (w: string) => boolean,
  before: string,
  noun: string,
  beforeThat = '',
): boolean {
  // A name: capitalised, no elided pronoun in front (J'aime is a subject and its verb).
  const name = /^\p{Lu}[^'’]*$/u.test(before) && !OPENERS.test(before.toLowerCase());
  const subject = name && !PREPOSITIONS.test(beforeThat.toLowerCase());
  return subject && alsoAVerb(isWord, noun);
}
