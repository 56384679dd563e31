import type { InterfaceLanguage } from '@inkwell/contract';
import { isUiLanguage } from '../i18n/languages';

/**
 * The user metadata a sign-up carries: the interface language the learner sees while signing up, so
 * the server writes the confirmation mail in it (decision 305; the profile is not seeded from it). A
 * pseudo-locale (tests, screenshots) is no language a mail can be written in, so it sends nothing.
 */
export function signUpData(locale: string): { interface_language: InterfaceLanguage } | undefined {
  return isUiLanguage(locale) ? { interface_language: locale } : undefined;
}
