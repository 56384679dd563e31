/** Shared pieces of the English learner rules (english-rules.ts, english-agreement.ts, english-verbs.ts). */

export { issue, joined, sameCase, scan, tokensOf, wordBefore, type Token } from './rule-tokens.js';

/** The text of the sentence before `at`, lower-cased (to look for words that change the grammar). */
export function sentenceHead(text: string, at: number): string {
  const head = text.slice(0, at);
  const cut = Math.max(
    head.lastIndexOf('.'),
    head.lastIndexOf('!'),
    head.lastIndexOf('?'),
    head.lastIndexOf('\n'),
  );
  return head.slice(cut + 1).toLowerCase();
}

/** Subjunctive after suggest/insist/important that…: "I insisted that he go" is correct English. */
export function subjunctiveContext(text: string, at: number): boolean {
  return /\b(suggest|insist|recommend|demand|request|propos|require|urge|ask|important|essential|vital|necessary|crucial|imperative)\w*\b[^,;]*\bthat\b/.test(
    sentenceHead(text, at),
  );
}

/** Words after which English takes a bare verb: do-support, modals, to, let/make/help and perception verbs. */
export const BARE_VERB_BEFORE = new Set(
  `and or nor do does did don't doesn't didn't will would can could should must may might shall won't wouldn't
can't cannot couldn't shouldn't mustn't to let lets let's make makes made making help helps helped helping see
sees saw seen watch watches watched hear hears heard feel feels felt notice noticed have has had rather not`.split(
    /\s+/,
  ),
);

export const PREPOSITIONS = new Set(
  `in at on after before during for with from by to into through under over near about without like than of
across behind between among around`.split(/\s+/),
);
