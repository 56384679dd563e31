import { studyGuide, type StudyGuide } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { deckKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

export async function getStudyGuide(conceptId: string): Promise<StudyGuide> {
  return apiFetchParsed(`/concepts/grammar/${encodeURIComponent(conceptId)}/study-guide`, studyGuide, {
    fallback: t('apiError.deck.studyGuide'),
  });
}

/** A grammar concept's guide; generating one may call the AI, so it is kept for the session. */
export function useStudyGuide(conceptId: string, enabled: boolean) {
  return useQuery({
    queryKey: deckKeys.studyGuide(conceptId),
    queryFn: () => getStudyGuide(conceptId),
    enabled,
    staleTime: Infinity,
  });
}
