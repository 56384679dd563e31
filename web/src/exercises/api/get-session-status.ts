import { sessionStatusInfo, type SessionStatus, type SessionStatusInfo } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { shouldPoll } from '../launch-state';
import { exerciseKeys, STATUS_POLL_MS } from './query-keys';
import { t } from '../../i18n/runtime';

export async function getSessionStatus(id: string): Promise<SessionStatusInfo> {
  return apiFetchParsed(`/exercises/sessions/${encodeURIComponent(id)}/status`, sessionStatusInfo, {
    fallback: t('apiError.session.status'),
  });
}

/**
 * A session's status, polled every 3000 ms while it is generating. `knownStatus` is what
 * another lookup already said, so polling starts before the first status answer arrives.
 */
export function useSessionStatus(id: string | null | undefined, knownStatus?: SessionStatus | null) {
  return useQuery({
    queryKey: exerciseKeys.status(id ?? ''),
    queryFn: () => getSessionStatus(id!),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      shouldPoll(query.state.data?.status ?? knownStatus ?? null) ? STATUS_POLL_MS : false,
  });
}
