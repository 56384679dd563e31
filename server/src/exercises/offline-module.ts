import type { ModulePhases } from '@inkwell/contract';
import { baseLanguage } from '../assessor/index.js';
import { hasOfflineChecker } from '../assessor/index.js';
import { sharedOfflineChecker } from '../assessor/index.js';
import type { ModuleInput } from './module-input.js';
import { buildOfflineModule, wordsToLookUp } from './offline-generator.js';

/** Whatever answers which words a language's dictionary knows: the offline checker's thread. */
export interface Lexicon {
  knownWords(words: string[], language: string): Promise<Set<string>>;
}

/**
 * The offline module with its distractors checked against the offline checker's dictionary, looked
 * up in the checker's thread so the event loop stays free (dictionaries take seconds to load).
 */
export async function offlineModule(
  input: ModuleInput,
  lexicon: Lexicon = sharedOfflineChecker(),
): Promise<ModulePhases> {
  const language = baseLanguage(input.language) ?? input.language;
  const known = hasOfflineChecker(language)
    ? await lexicon.knownWords(wordsToLookUp({ ...input, language }), language)
    : new Set<string>();
  return buildOfflineModule({ ...input, language }, known);
}
