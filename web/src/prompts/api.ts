import { nextPromptResponse, promptSettings, type PromptSettings } from '@inkwell/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../lib/api';
import { t } from '../i18n/runtime';

const keys = {
  all: ['prompts'] as const,
  next: (exclude: readonly string[]) => ['prompts', 'next', exclude.join(',')] as const,
  settings: ['prompts', 'settings'] as const,
};

/** One prompt for the learner's language and level, leaving out the bank ids already shown on this page. */
export function useNextPrompt(exclude: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: keys.next(exclude),
    queryFn: () =>
      apiFetchParsed(`/prompts/next?exclude=${encodeURIComponent(exclude.join(','))}`, nextPromptResponse, {
        fallback: t('prompt.loadFailed'),
      }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** A new prompt written by the configured model (POST /api/prompts/generate). */
export function useGeneratePrompt() {
  return useMutation({
    mutationFn: () =>
      apiFetchParsed('/prompts/generate', nextPromptResponse, {
        method: 'POST',
        body: jsonBody({}),
        fallback: t('prompt.generateFailed'),
      }),
  });
}

export function usePromptSettings() {
  return useQuery({
    queryKey: keys.settings,
    queryFn: () =>
      apiFetchParsed('/prompts/settings', promptSettings, { fallback: t('prompt.settingsLoadFailed') }),
  });
}

export function useSavePromptSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromptSettings) =>
      apiFetchParsed('/prompts/settings', promptSettings, {
        method: 'PUT',
        body: jsonBody(body),
        fallback: t('prompt.settingsSaveFailed'),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
