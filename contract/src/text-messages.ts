import { z } from 'zod';

/**
 * Learner-facing text the server sends as data (issue 26, decision 291): a catalog key of the web and
 * the values it needs. The web words it in the interface language; the English string sent beside it
 * stays for older clients, old rows and export files. Each key is listed with its exact values, so an
 * import holds a stored message to the same shape the server writes.
 */
const value = z.string().max(400);
const count = z.number().int().nonnegative().max(1000);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD');

/** A session's title: built from what it practises (never the learner's own title, which stays text). */
export const sessionTitleMessage = z.discriminatedUnion('key', [
  /** "Practice: ser/estar, mucho…" — a deck session; `more` counts the concepts not named. */
  z.object({
    key: z.literal('session.title.deck'),
    params: z.object({ concepts: value, more: count }).strict(),
  }),
  /** "Journal 12 Nov · ser/estar, mucho +2"; `year` 1 when the day is not of the year the session was made in. */
  z.object({
    key: z.literal('session.title.journal'),
    params: z
      .object({ day, year: z.union([z.literal(0), z.literal(1)]), concepts: value, more: count })
      .strict(),
  }),
  /** "Journal 12 Nov": an entry's session that names no concept. */
  z.object({
    key: z.literal('session.title.journalDay'),
    params: z.object({ day, year: z.union([z.literal(0), z.literal(1)]) }).strict(),
  }),
  /** "Practise: es → estoy" — a recurring mistake practised from Progress. */
  z.object({
    key: z.literal('session.title.practise'),
    params: z.object({ wrong: value, right: value }).strict(),
  }),
]);
export type SessionTitleMessage = z.infer<typeof sessionTitleMessage>;

/** A card face value: the deck's and the learner's words, never stored as a message (so not bounded here). */
const words = z.string();

/** The learner-facing wording on a card face (the learner's and the deck's words are values, never keys). */
export const cardFaceMessage = z.discriminatedUnion('key', [
  /** "No meaning yet: add it on the Vocabulary page" */
  z.object({ key: z.literal('card.face.noMeaning'), params: z.object({}).strict() }),
  /** "You wrote “{wrong}”" */
  z.object({ key: z.literal('card.face.youWrote'), params: z.object({ wrong: words }).strict() }),
  /** "not “{wrong}”" */
  z.object({ key: z.literal('card.face.notThis'), params: z.object({ wrong: words }).strict() }),
  /** "not “{wrong}” · {description}" */
  z.object({
    key: z.literal('card.face.notThisRule'),
    params: z.object({ wrong: words, description: words }).strict(),
  }),
  /** "“{wrong}” → “{right}”" */
  z.object({ key: z.literal('card.face.fix'), params: z.object({ wrong: words, right: words }).strict() }),
  /** "Your sentence, this word corrected: “{sentence}”" */
  z.object({ key: z.literal('card.face.yourSentence'), params: z.object({ sentence: words }).strict() }),
  /** "Your words, not checked: “{words}”" */
  z.object({ key: z.literal('card.face.yourWords'), params: z.object({ words: words }).strict() }),
  /** "Your words, not checked: “{words}”; you wrote “{wrong}”" */
  z.object({
    key: z.literal('card.face.yourWordsYouWrote'),
    params: z.object({ words: words, wrong: words }).strict(),
  }),
]);
export type CardFaceMessage = z.infer<typeof cardFaceMessage>;
