import type { CardFace, CardType } from '@inkwell/contract';
import { blankOut, changedWords, parseExample, readList } from './examples.js';
import { misspellingIn } from './misspelling.js';
import type { FaceSource } from './repo.js';

/**
 * What each card type shows before and after Reveal (decision 064):
 * vocab recognition word → meaning, recall meaning → word, spelling meaning/misspelling → spelled word;
 * grammar recognition example → rule, context rule → fill the example.
 */
export function cardFaces(concept: FaceSource, cardType: CardType): { front: CardFace; back: CardFace } {
  return concept.type === 'vocab' ? vocabFaces(concept, cardType) : grammarFaces(concept, cardType);
}

/** What a card shows where the meaning goes while nobody has given one (never the checker's message). */
export const NO_MEANING = 'No meaning yet: add it on the Vocabulary page';

/** The meaning of a word in the learner's native language, or null (decision 150: never why it was flagged). */
export function vocabMeaning(c: FaceSource): string | null {
  return c.english_translation?.trim() || null;
}

function vocabFaces(c: FaceSource, cardType: CardType) {
  const word = c.word ?? c.key;
  // Only examples someone gave as correct: the learner's own sentence may hold other mistakes.
  const example = readList(c.example_sentences)[0] ?? null;
  const meaning = vocabMeaning(c);
  const wordFace: CardFace = { text: word, hint: c.romanization || c.pos || null };
  if (cardType === 'spelling') return spellingFaces(c, word, meaning);
  if (cardType === 'recall') {
    // The example would give the word away, so the front shows it with the word blanked.
    const clue = example ? blankOut(example, word) : null;
    return { front: { text: meaning ?? NO_MEANING, hint: clue }, back: { ...wordFace, hint: example } };
  }
  return { front: wordFace, back: { text: meaning ?? NO_MEANING, hint: example } };
}

/** An accent or spelling fix: the meaning (or the learner's misspelling) asks for the correct spelling. */
function spellingFaces(c: FaceSource, word: string, meaning: string | null) {
  const wrong = misspellingIn(c.context, word);
  const wrote = wrong ? `You wrote “${wrong}”` : null;
  return {
    front: meaning ? { text: meaning, hint: wrote } : { text: wrote ?? NO_MEANING, hint: null },
    back: { text: word, hint: meaning && wrong ? `not “${wrong}”` : null },
  };
}

function grammarFaces(c: FaceSource, cardType: CardType) {
  const title = c.title ?? c.key;
  const description = c.description || null;
  const example = readList(c.examples).map(parseExample)[0] ?? null;
  if (cardType === 'context') {
    const fill = example ? fillIn(example.sentence, example.mistake) : null;
    return {
      front: { text: title, hint: fill ?? description },
      back: { text: example?.sentence ?? title, hint: description },
    };
  }
  // recognition: the example first; which rule it shows is the answer.
  return {
    front: {
      text: example?.sentence ?? description ?? title,
      hint: example?.mistake ? `✗ ${example.mistake}` : null,
    },
    back: { text: title, hint: description },
  };
}

/** The corrected sentence with the words the correction changed blanked out; null when nothing to blank. */
function fillIn(sentence: string, mistake: string | null): string | null {
  if (!mistake) return null;
  let out: string | null = sentence;
  for (const w of changedWords(mistake, sentence)) out = out ? (blankOut(out, w) ?? out) : out;
  return out === sentence ? null : out;
}
