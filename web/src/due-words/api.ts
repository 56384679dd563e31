import { dueWordsResponse, writingReviewsResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../lib/api';
import { t } from '../i18n/runtime';

const keys = {
  due: ['writing', 'due-words'] as const,
  reviews: (entryId: string) => ['writing', 'reviews', entryId] as const,
};

/** The due words to use in a new entry (issue 25); loaded once per page, never retried: writing never waits on it. */
export function useDueWords() {
  return useQuery({
    queryKey: keys.due,
    queryFn: () =>
      apiFetchParsed('/writing/due-words', dueWordsResponse, { fallback: t('dueWords.loadFailed') }),
    staleTime: 60_000,
    retry: false,
  });
}

/** What an entry's analysis did to the learner's cards; asked only once the entry is analysed. */
export function useWritingReviews(entryId: string, analysed: boolean) {
  return useQuery({
    queryKey: keys.reviews(entryId),
    queryFn: () =>
      apiFetchParsed(`/writing/reviews/${encodeURIComponent(entryId)}`, writingReviewsResponse, {
        fallback: t('dueWords.reviewsFailed'),
      }),
    enabled: analysed,
    retry: false,
  });
}
