import { nativeVersionResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { nativeVersionKey, nativeVersionPath } from './native-version-key';
import { t } from '../../i18n/runtime';

/** The stored native-like version of the entry's current text, and whether one can be asked for. */
export function useNativeVersion(entryId: string, entryVersion: number, enabled: boolean) {
  return useQuery({
    queryKey: nativeVersionKey(entryId, entryVersion),
    queryFn: () =>
      apiFetchParsed(nativeVersionPath(entryId), nativeVersionResponse, {
        fallback: t('apiError.native.load'),
      }),
    enabled,
    retry: false,
  });
}
