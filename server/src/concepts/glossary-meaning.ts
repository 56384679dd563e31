import type { GlossaryMeaningResponse } from '@inkwell/contract';
import type { Db } from '../db/database.js';
import { lookupMeaning } from '../glossary/index.js';
import { requireProfile } from '../profile/index.js';

/**
 * What Add Vocab offers as the meaning of a word (issue 22): the shipped glossary's entry from the
 * learner's target language into their native one, or null (no pair, or an unknown word) so the
 * learner types it.
 */
export async function glossaryMeaning(
  db: Db,
  userId: string,
  word: string,
): Promise<GlossaryMeaningResponse> {
  const profile = await requireProfile(db, userId);
  const found = await lookupMeaning(word, profile.target_language, profile.native_language);
  return { word, meaning: found?.meaning ?? null, lemma: found?.lemma ?? null };
}
