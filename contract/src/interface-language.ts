import { z } from 'zod';

/**
 * Languages the interface itself can be shown in (issue 26, decision 275). Separate from the native
 * language: a learner may read the interface in English and explanations in Korean. English is the
 * default and the fallback of every other catalog.
 */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

export const interfaceLanguage = z.enum(INTERFACE_LANGUAGES);

export function isInterfaceLanguage(code: unknown): code is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly unknown[]).includes(code);
}
