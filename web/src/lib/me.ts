import type { UpdateProfileBody } from '@inkwell/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from './api';
import { ME_PATH } from './api-paths';
import { profileAnswer } from './profile-answer';
import { t } from '../i18n/runtime';

/**
 * The signed-in user's profile (GET /api/auth/me), shared app-wide: the shell shows the name, the profile
 * pages edit it, and other features read the target language. The PUT answer replaces the cached user.
 */
export const meQueryKey = ['me'] as const;

export function useMe(enabled = true) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async () =>
      profileAnswer(await apiFetch(ME_PATH, { fallback: t('apiError.profileLoad') }), ME_PATH),
    enabled,
    staleTime: 60_000,
  });
}

export function useUpdateMe(fallback?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      profileAnswer(
        await apiFetch(ME_PATH, {
          method: 'PUT',
          body: jsonBody(body),
          fallback: fallback ?? t('profile.updateFailed'),
        }),
        ME_PATH,
      ),
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
