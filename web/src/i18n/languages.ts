import type { InterfaceLanguage } from '@inkwell/contract';

/**
 * The interface languages (contract INTERFACE_LANGUAGES, mirrored here: a value import of the contract
 * would pull zod into the entry chunk, decision 110; languages.test.ts keeps the two equal), each with
 * its own name, which is shown untranslated so a learner finds theirs in any interface language.
 */
export const UI_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
] as const satisfies readonly InterfaceLanguage[];

export const OWN_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
};

export function isUiLanguage(code: unknown): code is InterfaceLanguage {
  return (UI_LANGUAGES as readonly unknown[]).includes(code);
}

/**
 * The language to show: the learner's saved choice, else the first of the browser's languages we have
 * a catalog for (by primary subtag: pt-BR → pt), else English.
 */
export function chooseLanguage(
  saved: string | null | undefined,
  browser: readonly string[],
): InterfaceLanguage {
  if (isUiLanguage(saved)) return saved;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(primary)) return primary;
  }
  return 'en';
}

/** Text direction of a locale: the right-to-left scripts our pseudo and future catalogs may use. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return /^(ar|he|fa|ur)(-|$)/i.test(locale) ? 'rtl' : 'ltr';
}
