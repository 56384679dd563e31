import type { SessionStatusInfo } from '@inkwell/contract';
import { exerciseKeys, sessionPath } from './query-keys';
import { postForStatus, useStatusMutation } from './status-mutation';

export async function cancelSession(id: string): Promise<SessionStatusInfo> {
  return postForStatus(`${sessionPath(id)}/cancel`, 'Failed to cancel exercise generation');
}

/** Cancels a generating session; the new status replaces the polled one at once. */
export function useCancelSession() {
  return useStatusMutation(cancelSession, exerciseKeys.all);
}
