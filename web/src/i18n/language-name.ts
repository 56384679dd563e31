import { languageName } from '@inkwell/contract/values';

/**
 * A language's name in the interface language (`de` → "German", "alemán", "allemand"…). English keeps the
 * contract's names, which the spec and the language pickers use; other locales ask Intl.DisplayNames and
 * fall back to the English name for a code the browser does not know.
 */
export function localLanguageName(code: string, locale: string): string {
  if (!locale.startsWith('en')) {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
      if (name) return name;
    } catch {
      // An invalid code or an engine without DisplayNames: the English name below.
    }
  }
  return languageName(code) ?? code;
}

/**
 * A regional variety's place (`pt-BR` → "Brazil", "Brasil", "Brésil") in the interface language; English
 * keeps `english` (the contract's name).
 */
export function localRegionName(tag: string, locale: string, english: string): string {
  const region = tag.split('-')[1];
  if (locale.startsWith('en') || !region) return english;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(region) ?? english;
  } catch {
    return english;
  }
}
