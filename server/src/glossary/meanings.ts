import type { VocabConcept } from '@inkwell/contract';
import { lookupMeaning } from './glossary.js';

/**
 * The discovered words with a meaning in the learner's native language wherever one is known: the
 * model's when it gave one, else the offline glossary's. Words left without one are asked of the
 * learner when their card is made. An unset native language reads as English, the app's own language.
 */
export async function withMeanings(
  concepts: readonly VocabConcept[],
  targetLanguage: string | null,
  nativeLanguage: string | null,
): Promise<VocabConcept[]> {
  const native = nativeLanguage ?? 'en';
  return Promise.all(
    concepts.map(async (c) => {
      if (c.meaning?.trim()) return c;
      const found = await lookupMeaning(c.word, targetLanguage, native).catch(() => null);
      return { ...c, meaning: found?.meaning ?? null };
    }),
  );
}
