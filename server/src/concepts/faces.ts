import type { CardFace, CardFaceMessage, CardType } from '@inkwell/contract';
import { baseLanguage } from '../assessor/index.js';
import { germanArticle } from '../assessor/index.js';
import { blankOut, exampleFix, parseExample, readList, type ExampleFix } from './examples.js';
import { learnerSentence, yourSentence } from './learner-example.js';
import { misspellingIn } from './misspelling.js';
import type { FaceSource } from './repo.js';

/**
 * What each card type shows before and after Reveal (decision 064):
 * vocab recognition word → meaning, recall meaning → word, spelling meaning/misspelling → spelled word;
 * grammar recognition fix → rule, context rule → the fixed span (learner's words labelled as theirs).
 */
export function cardFaces(concept: FaceSource, cardType: CardType): { front: CardFace; back: CardFace } {
  return concept.type === 'vocab' ? vocabFaces(concept, cardType) : grammarFaces(concept, cardType);
}

/** What a card shows where the meaning goes while nobody has given one (never the checker's message). */
export const NO_MEANING = 'No meaning yet: add it on the Vocabulary page';
const noMeaning: CardFaceMessage = { key: 'card.face.noMeaning', params: {} };

/**
 * A face whose text or hint the server words itself: the English wording plus the same words as a
 * catalog key and values, which the web shows in the interface language (decision 291).
 */
const worded = (m: CardFaceMessage): { text: string; message: CardFaceMessage } => ({
  text: englishFace(m),
  message: m,
});

/** The English wording of a face message: what `text`/`hint` carry for older clients and the exports. */
export function englishFace(m: CardFaceMessage): string {
  switch (m.key) {
    case 'card.face.noMeaning':
      return NO_MEANING;
    case 'card.face.youWrote':
      return `You wrote “${m.params.wrong}”`;
    case 'card.face.notThis':
      return `not “${m.params.wrong}”`;
    case 'card.face.notThisRule':
      return `not “${m.params.wrong}” · ${m.params.description}`;
    case 'card.face.fix':
      return `“${m.params.wrong}” → “${m.params.right}”`;
    case 'card.face.yourSentence':
      return yourSentence(m.params.sentence);
    case 'card.face.yourWords':
      return yourWords(m.params.words);
    case 'card.face.yourWordsYouWrote':
      return `${yourWords(m.params.words)}; you wrote “${m.params.wrong}”`;
  }
}

const yourSentenceFace = (sentence: string) =>
  worded({ key: 'card.face.yourSentence', params: { sentence } });

/** A face from a text and a hint, each either the deck's own words (a string) or a worded message. */
function face(
  text: string | { text: string; message: CardFaceMessage },
  hint: string | null | { text: string; message: CardFaceMessage },
): CardFace {
  const out: CardFace = {
    text: typeof text === 'string' ? text : text.text,
    hint: hint === null || typeof hint === 'string' ? hint : hint.text,
  };
  if (typeof text !== 'string') out.text_message = text.message;
  if (hint !== null && typeof hint !== 'string') out.hint_message = hint.message;
  return out;
}

/** The meaning of a word in the learner's native language, or null (decision 150: never why it was flagged). */
export function vocabMeaning(c: FaceSource): string | null {
  return c.english_translation?.trim() || null;
}

function vocabFaces(c: FaceSource, cardType: CardType) {
  const word = c.word ?? c.key;
  // An example someone gave as correct; else the learner's own sentence with this fix, labelled as
  // theirs since its other words were not checked (decision 241).
  const given = readList(c.example_sentences)[0] ?? null;
  const mine = given === null ? learnerSentence(c.context, word) : null;
  const example = given ?? (mine === null ? null : yourSentenceFace(mine));
  const meaning = vocabMeaning(c);
  const wordFace: CardFace = {
    text: withArticle(word, c.target_language),
    hint: c.romanization || c.pos || null,
  };
  if (cardType === 'spelling') return spellingFaces(c, word, meaning);
  if (cardType === 'recall') {
    // The example would give the word away, so the front shows it with the word blanked.
    const blanked = mine === null ? null : blankOut(mine, word);
    const clue = given ? blankOut(given, word) : blanked === null ? null : yourSentenceFace(blanked);
    return { front: face(meaning ?? worded(noMeaning), clue), back: face(wordFace.text, example) };
  }
  return { front: wordFace, back: face(meaning ?? worded(noMeaning), example) };
}

/** A German noun of certain gender is learned with its article: "der Tisch" (issue 22). */
function withArticle(word: string, language: string | null): string {
  if (baseLanguage(language) !== 'de') return word;
  const article = germanArticle(word);
  return article ? `${article} ${word}` : word;
}

/** An accent or spelling fix: the meaning (or the learner's misspelling) asks for the correct spelling. */
function spellingFaces(c: FaceSource, word: string, meaning: string | null) {
  const wrong = misspellingIn(c.context, word);
  const wrote = wrong ? worded({ key: 'card.face.youWrote', params: { wrong } }) : null;
  return {
    front: meaning ? face(meaning, wrote) : face(wrote ?? worded(noMeaning), null),
    back: face(word, meaning && wrong ? worded({ key: 'card.face.notThis', params: { wrong } }) : null),
  };
}

function grammarFaces(c: FaceSource, cardType: CardType) {
  const title = c.title ?? c.key;
  const description = c.description || null;
  const raw = readList(c.examples)[0] ?? null;
  const fix = raw ? exampleFix(raw) : null;
  if (fix) return fixFaces(fix, title, description, cardType);
  // A plain example (the model's own example sentence) or none.
  const example = raw && !parseExample(raw).mistake ? raw.trim() : null;
  if (cardType === 'context')
    return {
      front: { text: title, hint: description },
      back: { text: example ?? title, hint: description },
    };
  return {
    front: { text: example ?? description ?? title, hint: null },
    back: { text: title, hint: description },
  };
}

/** Labels the learner's stored window: the checker fixed one span in it and may have missed others. */
export const yourWords = (words: string) => `Your words, not checked: “${words}”`;

/** The one checked change of a correction-style example: “es” → “estoy”. */
export const fixText = (fix: ExampleFix) => `“${fix.wrong}” → “${fix.right}”`;

/**
 * A grammar concept's first example as the exports show it (decision 174): a fix as its span plus the
 * learner's window labelled as theirs; a plain example as it is; a correction with no span, nothing.
 */
export function grammarExample(examplesJson: string): {
  example: string | null;
  learnerWords: string | null;
} {
  const raw = readList(examplesJson)[0] ?? null;
  const fix = raw ? exampleFix(raw) : null;
  if (fix) return { example: fixText(fix), learnerWords: yourWords(fix.learnerWords) };
  return { example: raw && !parseExample(raw).mistake ? raw.trim() || null : null, learnerWords: null };
}

/**
 * A grammar example stored as a fix in the learner's window (decision 147 amendment). Only the fixed
 * span is shown as correct; the window is shown as the learner wrote it and labelled as theirs, since
 * it may hold a second mistake nobody caught (issue 17). Recognition shows the fix and asks for the
 * rule; context shows the rule and the window with the span blanked, and asks for the fixed span.
 */
function fixFaces(fix: ExampleFix, title: string, description: string | null, cardType: CardType) {
  if (cardType === 'context') {
    const { wrong } = fix;
    return {
      front: face(
        title,
        worded({ key: 'card.face.yourWordsYouWrote', params: { words: fix.gapped, wrong } }),
      ),
      back: face(
        fix.right,
        worded(
          description
            ? { key: 'card.face.notThisRule', params: { wrong, description } }
            : { key: 'card.face.notThis', params: { wrong } },
        ),
      ),
    };
  }
  return {
    front: face(
      worded({ key: 'card.face.fix', params: { wrong: fix.wrong, right: fix.right } }),
      worded({ key: 'card.face.yourWords', params: { words: fix.learnerWords } }),
    ),
    back: { text: title, hint: description },
  };
}
