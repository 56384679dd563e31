import type { InterfaceLanguage } from '@inkwell/contract';
import { chooseLanguage, directionOf } from './languages';
import type { PseudoLocale } from './pseudo';
import { applyCatalog, currentIntl, englishCatalog, type Catalog } from './runtime';

type Loaded = { default: Partial<Catalog> };

/** Each catalog is its own chunk, fetched when chosen: English alone ships in the entry (decision 275). */
const CATALOGS: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<Loaded>> = {
  es: () => import('./catalogs/es.json'),
  fr: () => import('./catalogs/fr.json'),
  de: () => import('./catalogs/de.json'),
  pt: () => import('./catalogs/pt.json'),
  it: () => import('./catalogs/it.json'),
};

/** Remembered in the browser so the sign-in page, before any profile is read, speaks the last choice. */
export const LANGUAGE_STORAGE_KEY = 'inkwell.interface-language';

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Null (the profile follows the browser) forgets the last choice. */
function remember(language: InterfaceLanguage | null): void {
  try {
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // No storage (privacy mode): the profile's choice applies after sign-in.
  }
}

function setDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

let requested = '';

/** Loads the catalog of `locale` and switches the interface to it; a later call wins over a slower one. */
export async function switchLanguage(locale: InterfaceLanguage | PseudoLocale): Promise<void> {
  requested = locale;
  if (currentIntl().locale === locale) return setDocumentLanguage(locale);
  let messages: Partial<Catalog> = {};
  if (locale === 'en-XA' || locale === 'ar-XB') {
    const { pseudoCatalog } = await import('./pseudo');
    messages = pseudoCatalog(englishCatalog, locale);
  } else if (locale !== 'en') {
    messages = (await CATALOGS[locale]()).default;
  }
  if (requested !== locale) return;
  applyCatalog(locale, messages);
  setDocumentLanguage(locale);
}

/**
 * Applies the learner's interface language: the profile's choice when there is one (remembered for the
 * next visit), else the browser's. Undefined (no profile read yet) uses the last remembered choice. `?lang=en-XA` (or ar-XB) shows a pseudo-locale for tests and screenshots.
 */
export function applyInterfaceLanguage(fromProfile?: InterfaceLanguage | null): Promise<void> {
  const pseudo = new URLSearchParams(location.search).get('lang');
  if (pseudo === 'en-XA' || pseudo === 'ar-XB') return switchLanguage(pseudo);
  if (fromProfile !== undefined) remember(fromProfile);
  const saved = fromProfile === undefined ? remembered() : fromProfile;
  return switchLanguage(chooseLanguage(saved, navigator.languages ?? []));
}
