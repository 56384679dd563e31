import { learnerDistance } from '../assessor/index.js';
import { exampleFix, parseExample } from '../concepts/index.js';
import type { ConceptRow } from '../concepts/index.js';
import type { LearnerMistake, ModuleInput } from './module-input.js';
import { learnerInterface, learnerVarietyGender, type DeckLearner } from './learner-variety.js';

/** Example sentences stored as JSON: strings, or objects with a `text`. */
export function storedSentences(json: string | null): string[] {
  try {
    const list = JSON.parse(json ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .map((x) =>
        typeof x === 'string'
          ? x
          : typeof x === 'object' && x && 'text' in x
            ? String((x as { text: unknown }).text)
            : '',
      )
      .filter((s) => s.trim() !== '');
  } catch {
    return [];
  }
}

/**
 * The fix a correction-style example ("wrong words → right words") records: the words that differ,
 * with the windows as the learner's sentence before and after. An insertion or deletion takes in a
 * neighbouring word so both forms have words. Null for a plain example or one with no change.
 */
export function mistakeFromExample(raw: string, explanation: string): LearnerMistake | null {
  const fix = exampleFix(raw);
  if (!fix) return null;
  return {
    wrong: fix.wrong,
    right: fix.right,
    explanation,
    sentence: fix.learnerWords,
    correctedSentence: fix.correctedWords,
  };
}

/**
 * A grammar concept's stored examples split by what a lesson may do with them (docs/decisions/147):
 * those written as a correction become the fix to practise, in the learner's words; plain ones (older
 * offline rows stored whole corrected learner sentences) are kept only to show, never to grade.
 */
export function grammarMaterial(
  examples: readonly string[],
  explanation: string,
): { mistakes: LearnerMistake[]; examples: string[] } {
  const mistakes: LearnerMistake[] = [];
  const plain: string[] = [];
  for (const e of examples) {
    const m = mistakeFromExample(e, explanation);
    if (m) mistakes.push(m);
    else if (!parseExample(e).mistake) plain.push(e);
  }
  return { mistakes, examples: plain };
}

/**
 * The learner's earlier spelling of a deck word, from the sentence it was found in: the word of that
 * sentence closest to it (an accent, a letter or two away). Null when nothing is that close.
 */
export function earlierForm(context: string, word: string): string | null {
  let best: string | null = null;
  let bestCost = Infinity;
  for (const token of context.match(/[\p{L}\p{M}'’-]+/gu) ?? []) {
    if (token === word) continue;
    const cost = learnerDistance(token, word);
    if (cost < bestCost) [best, bestCost] = [token, cost];
  }
  return best !== null && bestCost <= 2 && bestCost < word.length / 2 ? best : null;
}

/**
 * What Create Exercise practises for one deck concept. A word found in an entry brings back the
 * learner's own slip from its sentence; the checker's message (justification) is never a meaning.
 */
export function deckModuleInput(c: ConceptRow, profile: DeckLearner): ModuleInput {
  const base = {
    language: c.target_language,
    nativeLanguage: profile.nativeLanguage,
    ...learnerInterface(profile),
    level: profile.level,
    ...learnerVarietyGender(c.target_language, profile),
  };
  if (c.type !== 'vocab')
    return {
      ...base,
      kind: 'grammar',
      title: c.title ?? c.key,
      description: c.description ?? '',
      ...grammarMaterial(storedSentences(c.examples), c.description ?? ''),
    };
  const word = c.word ?? c.key;
  const earlier = c.context ? earlierForm(c.context, word) : null;
  const mistakes: LearnerMistake[] =
    earlier && c.context
      ? [
          {
            wrong: earlier,
            right: word,
            explanation: c.justification ?? '',
            sentence: c.context,
            correctedSentence: c.context.replace(earlier, word),
          },
        ]
      : [];
  return {
    ...base,
    kind: 'vocab',
    title: word,
    description: c.english_translation?.trim() ?? '',
    meaning: c.english_translation?.trim() || null,
    mistakes,
    examples: storedSentences(c.example_sentences),
  };
}
