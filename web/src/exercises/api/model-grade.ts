import { modelGrade, type ModelGrade, type RecordedAnswer } from '@inkwell/contract';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { t } from '../../i18n/runtime';

export interface ModelGradeInput {
  sessionId: string;
  module_id: string;
  phase: RecordedAnswer['phase'];
  index: number;
}

/** Asks the server's model to grade the translation recorded at a slot (issue 14). */
export async function requestModelGrade({ sessionId, ...slot }: ModelGradeInput): Promise<ModelGrade> {
  return apiFetchParsed(`/exercises/sessions/${encodeURIComponent(sessionId)}/answers/grade`, modelGrade, {
    method: 'POST',
    body: jsonBody(slot),
    fallback: t('apiError.session.modelGrade'),
  });
}
