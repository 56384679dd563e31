import { useSyncExternalStore } from 'react';
import { currentIntl, subscribe, type MessageKey, type MessageValues } from './runtime';

/**
 * The interface language's formatter for a component: `t(key, values)` plus Intl dates, numbers and
 * lists. Needs no provider (English until a catalog loads), so components render alone in tests.
 */
export function useT() {
  const intl = useSyncExternalStore(subscribe, currentIntl, currentIntl);
  const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values) as string;
  return { t, intl, locale: intl.locale };
}
