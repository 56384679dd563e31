import type { SessionStatusInfo } from '@inkwell/contract';
import { jsonBody } from '../lib/api';
import { exerciseKeys } from '../exercises/api/query-keys';
import { postForStatus, useStatusMutation } from '../exercises/api/status-mutation';
import { t } from '../i18n/runtime';

/** "Practise these": a session from one recurring mistake's own corrections (decision 246). */
export function practiseRecurring(key: string): Promise<SessionStatusInfo> {
  return postForStatus('/progress/recurring/practise', t('progress.practiseFailed'), jsonBody({ key }));
}

/** The exercises list then shows the new session generating. */
export function usePractiseRecurring() {
  return useStatusMutation(practiseRecurring, exerciseKeys.list);
}
