import { nativeVersionResponse } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { nativeVersionKey, nativeVersionPath } from './native-version-key';
import { t } from '../../i18n/runtime';

/** Asks the model for the entry's native-like version (again); the answer replaces the cached one. */
export function useWriteNativeVersion(entryId: string, entryVersion: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetchParsed(nativeVersionPath(entryId), nativeVersionResponse, {
        method: 'POST',
        body: jsonBody({}),
        fallback: t('apiError.native.write'),
      }),
    onSuccess: (answer) => queryClient.setQueryData(nativeVersionKey(entryId, entryVersion), answer),
  });
}
