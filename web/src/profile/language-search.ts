import { LANGUAGES, type Language } from '@inkwell/contract';
import { localLanguageName } from '../i18n/language-name';

/**
 * Languages matching a typed query, best first: the exact code, then names starting with the query,
 * then names with a word starting with it, then any other name containing it.
 */
export function searchLanguages(query: string, languages: readonly Language[] = LANGUAGES): Language[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...languages];
  const rank = (l: Language): number => {
    const name = l.name.toLowerCase();
    if (l.code === q) return 0;
    if (name.startsWith(q)) return 1;
    if (name.split(/[\s()-]+/).some((word) => word.startsWith(q))) return 2;
    if (name.includes(q)) return 3;
    return -1;
  };
  return languages
    .map((l) => ({ l, r: rank(l) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.l.name.localeCompare(b.l.name, 'en'))
    .map((x) => x.l);
}

/**
 * The languages named in the interface language and sorted in its order ("alemán" before "francés");
 * English keeps the contract's list as it is.
 */
export function localizedLanguages(locale: string, languages: readonly Language[] = LANGUAGES): Language[] {
  if (locale.startsWith('en')) return [...languages];
  const collator = new Intl.Collator(locale);
  return languages
    .map((l) => ({ ...l, name: localLanguageName(l.code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
