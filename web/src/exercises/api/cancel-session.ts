import type { SessionStatusInfo } from '@inkwell/contract';
import { sessionPaths } from '../../lib/api-paths';
import { exerciseKeys } from './query-keys';
import { postForStatus, useStatusMutation } from './status-mutation';
import { t } from '../../i18n/runtime';

export async function cancelSession(id: string): Promise<SessionStatusInfo> {
  return postForStatus(`${sessionPaths.session(id)}/cancel`, t('apiError.session.cancel'));
}

/** Cancels a generating session; the new status replaces the polled one at once. */
export function useCancelSession() {
  return useStatusMutation(cancelSession, exerciseKeys.all);
}
