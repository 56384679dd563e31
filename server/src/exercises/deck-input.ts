import { learnerDistance } from '../assessment/offline/hunspell.js';
import type { ConceptRow } from '../concepts/repo.js';
import type { LearnerMistake, ModuleInput } from './module-input.js';

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
export function deckModuleInput(
  c: ConceptRow,
  profile: { nativeLanguage: string | null; level: string | null },
): ModuleInput {
  const base = {
    language: c.target_language,
    nativeLanguage: profile.nativeLanguage,
    level: profile.level,
  };
  if (c.type !== 'vocab')
    return {
      ...base,
      kind: 'grammar',
      title: c.title ?? c.key,
      description: c.description ?? '',
      mistakes: [],
      examples: storedSentences(c.examples),
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
