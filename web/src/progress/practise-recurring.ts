import type { SessionStatusInfo } from '@inkwell/contract';
import { jsonBody } from '../lib/api';
import { exerciseKeys } from '../exercises/api/query-keys';
import { postForStatus, useStatusMutation } from '../exercises/api/status-mutation';

export const PRACTISE_ERROR = 'Failed to create exercise session';

/** "Practise these": a session from one recurring mistake's own corrections (decision 246). */
export function practiseRecurring(key: string): Promise<SessionStatusInfo> {
  return postForStatus('/progress/recurring/practise', PRACTISE_ERROR, jsonBody({ key }));
}

/** The exercises list then shows the new session generating. */
export function usePractiseRecurring() {
  return useStatusMutation(practiseRecurring, exerciseKeys.list);
}
