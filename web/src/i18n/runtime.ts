import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { ReactNode } from 'react';
import type { CompiledMessage } from './compile-catalog';
import enSource from './catalogs/en.json';

/** Every message key: the English catalog is the reference every other catalog must match (catalogs.test.ts). */
export type MessageKey = keyof typeof enSource;
/** Source text in tests and development; syntax trees in the production build (decision 314). */
export type Catalog = Record<MessageKey, CompiledMessage>;
const en: Catalog = enSource;
export type MessageValues = Record<string, string | number | Date>;
/** An interface language, or a pseudo-locale used only by tests and screenshots. */
export type UiLocale = string;

const cache = createIntlCache();
const build = (locale: UiLocale, messages: Catalog): IntlShape<ReactNode> =>
  createIntl<ReactNode>(
    {
      locale,
      // Text or tree per message, both formatted; the type wants one kind for the whole catalog.
      messages: messages as Record<string, string>,
      defaultLocale: 'en',
      // A missing key falls back to English on its own; logging every fallback would flood the console.
      onError: () => {},
    },
    cache,
  );

let current = build('en', en);
const listeners = new Set<() => void>();

/** The formatter of the interface language in force (English until another catalog has loaded). */
export const currentIntl = (): IntlShape<ReactNode> => current;

/** Translates outside React (API errors, document title); components use `useT`. */
export function t(key: MessageKey, values?: MessageValues): string {
  return current.formatMessage({ id: key, defaultMessage: en[key] }, values) as string;
}

/** Switches every `useT` consumer to `messages` (a catalog already loaded) in `locale`. */
export function applyCatalog(locale: UiLocale, messages: Partial<Catalog>): void {
  current = build(locale, { ...en, ...messages });
  for (const notify of listeners) notify();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { en as englishCatalog };
