import { recordedAnswer, type RecordedAnswer } from '@inkwell/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { t } from '../../i18n/runtime';

export interface AnswerInput {
  sessionId: string;
  module_id: string;
  phase: RecordedAnswer['phase'];
  index: number;
  answer: string;
}

const answerReply = recordedAnswer.extend({ expected: z.string() });

/** Records one answer; a slot answered before answers with its first, stored answer. */
export async function recordAnswer({ sessionId, ...body }: AnswerInput): Promise<RecordedAnswer> {
  const reply = await apiFetchParsed(
    `/exercises/sessions/${encodeURIComponent(sessionId)}/answers`,
    answerReply,
    { method: 'POST', body: jsonBody(body), fallback: t('player.saveFailed') },
  );
  const { expected: _expected, ...answer } = reply;
  return answer;
}

export function useRecordAnswer() {
  return useMutation({ mutationFn: recordAnswer });
}
