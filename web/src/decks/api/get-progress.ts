import { progressDocument, type ProgressDocument } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchParsed } from '../../lib/api';
import { deckKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

export async function getProgress(): Promise<ProgressDocument[]> {
  return apiFetchParsed('/documents/progress/', z.array(progressDocument), {
    fallback: t('progress.failed'),
  });
}

/** Every progress document of the caller; each page picks its own concept type. */
export function useProgress() {
  return useQuery({ queryKey: deckKeys.progress, queryFn: getProgress });
}
