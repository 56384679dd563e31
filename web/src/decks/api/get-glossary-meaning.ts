import { glossaryMeaningResponse, type GlossaryMeaningResponse } from '@inkwell/contract';
import { apiFetchParsed } from '../../lib/api';

/** The shipped glossary's meaning of a word in the learner's native language (null meaning: unknown). */
export async function getGlossaryMeaning(word: string): Promise<GlossaryMeaningResponse> {
  return apiFetchParsed(`/concepts/glossary?word=${encodeURIComponent(word)}`, glossaryMeaningResponse, {
    fallback: 'Failed to look the word up',
  });
}
