import { modelGrade, type ModelGrade, type RecordedAnswer } from '@inkwell/contract';
import { apiFetch, jsonBody } from '../../lib/api';

export interface ModelGradeInput {
  sessionId: string;
  module_id: string;
  phase: RecordedAnswer['phase'];
  index: number;
}

/** Asks the server's model to grade the translation recorded at a slot (issue 14). */
export async function requestModelGrade({ sessionId, ...slot }: ModelGradeInput): Promise<ModelGrade> {
  const reply = await apiFetch<unknown>(
    `/exercises/sessions/${encodeURIComponent(sessionId)}/answers/grade`,
    { method: 'POST', body: jsonBody(slot), fallback: 'The model could not check this answer' },
  );
  return modelGrade.parse(reply);
}
