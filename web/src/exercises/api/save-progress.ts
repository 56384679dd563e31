import { useMutation } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../lib/api';
import { t } from '../../i18n/runtime';

export async function saveProgress({ sessionId, slide }: { sessionId: string; slide: number }) {
  await apiFetch<void>(`/exercises/sessions/${encodeURIComponent(sessionId)}/progress`, {
    method: 'PUT',
    body: jsonBody({ current_slide: slide }),
    fallback: t('apiError.session.saveProgress'),
  });
}

/** Saves the slide the learner is on, so a reload resumes there. */
export function useSaveProgress() {
  return useMutation({ mutationFn: saveProgress });
}
