import { progressDocument, type ProgressDocument } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchParsed } from '../../lib/api';
import { deckKeys } from '../../lib/query-keys';

export const VOCAB_PROGRESS_ERROR = 'Failed to fetch vocab progress';
export const GRAMMAR_PROGRESS_ERROR = 'Failed to fetch grammar progress';

export async function getProgress(): Promise<ProgressDocument[]> {
  return apiFetchParsed('/documents/progress/', z.array(progressDocument));
}

/** Every progress document of the caller; each page picks its own concept type. */
export function useProgress() {
  return useQuery({ queryKey: deckKeys.progress, queryFn: getProgress });
}
