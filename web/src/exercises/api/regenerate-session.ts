import type { SessionStatusInfo } from '@inkwell/contract';
import { sessionPaths } from '../../lib/api-paths';
import { exerciseKeys } from './query-keys';
import { postForStatus, useStatusMutation } from './status-mutation';
import { t } from '../../i18n/runtime';

export async function regenerateSession(id: string): Promise<SessionStatusInfo> {
  return postForStatus(`${sessionPaths.session(id)}/regenerate`, t('apiError.session.regenerate'));
}

/** Generates a failed or cancelled session again (issue 14); its status is then polled as usual. */
export function useRegenerateSession() {
  return useStatusMutation(regenerateSession, exerciseKeys.all);
}
