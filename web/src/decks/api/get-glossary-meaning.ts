import { glossaryMeaningResponse, type GlossaryMeaningResponse } from '@inkwell/contract';
import { apiFetchParsed } from '../../lib/api';
import { t } from '../../i18n/runtime';

/** The shipped glossary's meaning of a word in the learner's native language (null meaning: unknown). */
export async function getGlossaryMeaning(word: string): Promise<GlossaryMeaningResponse> {
  return apiFetchParsed(`/concepts/glossary?word=${encodeURIComponent(word)}`, glossaryMeaningResponse, {
    fallback: t('apiError.deck.lookUp'),
  });
}
