import { LANGUAGES } from '@inkwell/contract';

/** 'es-MX' → 'es'; blank → null. */
export function baseLanguage(code: string | null | undefined): string | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return base ? base : null;
}

/** The English name of a language code ('de' → 'German'), or the code itself when unknown. */
export function languageName(code: string): string {
  const exact = LANGUAGES.find((l) => l.code === code);
  if (exact) return exact.name;
  const base = baseLanguage(code);
  return LANGUAGES.find((l) => l.code === base)?.name ?? code;
}
