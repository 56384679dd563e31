import type { SessionStatusInfo } from '@inkwell/contract';
import { jsonBody } from '../../lib/api';
import { exerciseKeys } from './query-keys';
import { postForStatus, useStatusMutation } from './status-mutation';
import { t } from '../../i18n/runtime';

export interface CreateSessionInput {
  concept_ids: string[];
  title?: string;
}

export async function createSession(input: CreateSessionInput): Promise<SessionStatusInfo> {
  return postForStatus('/exercises/sessions', t('apiError.session.create'), jsonBody(input));
}

/** Create Exercise: a new session from deck concepts; the list then shows it generating. */
export function useCreateSession() {
  return useStatusMutation(createSession, exerciseKeys.list);
}
