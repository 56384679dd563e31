import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contract';
import { catalogText, type MessageValues } from '../i18n/catalog-text.js';
import { de } from './catalogs/de.js';
import { en, type MailCatalog, type MailKey } from './catalogs/en.js';
import { es } from './catalogs/es.js';
import { fr } from './catalogs/fr.js';
import { it } from './catalogs/it.js';
import { pt } from './catalogs/pt.js';

/** Every mail catalog by interface language (issue 26, decision 295). */
export const MAIL_CATALOGS: Record<InterfaceLanguage, MailCatalog> = { en, es, fr, de, pt, it };

/** The language a mail is written in: the learner's interface language, English when none is set or known. */
export function mailLanguage(interfaceLanguage: unknown): InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly unknown[]).includes(interfaceLanguage)
    ? (interfaceLanguage as InterfaceLanguage)
    : 'en';
}

export type MailValues = MessageValues;
/** Words one text of a mail in its language (ICU: plurals and numbers through Intl). */
export type MailT = (key: MailKey, values?: MailValues) => string;

const render = catalogText(MAIL_CATALOGS);

/** The mail texts of `language`, formatted with Intl in that language. */
export function mailText(language: InterfaceLanguage): MailT {
  return (key, values) => render(language, key, values);
}

/** A number in the mail's language ('2.5' in English, '2,5' in German), one decimal at most. */
export const mailNumber = (language: InterfaceLanguage, value: number) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
