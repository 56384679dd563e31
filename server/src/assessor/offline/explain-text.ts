import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contract';
import { catalogText, type MessageValues } from '../../i18n/catalog-text.js';
import { baseLanguage, languageName } from '../language.js';
import { de } from './catalogs/de.js';
import { en, type ExplainCatalog, type ExplainKey } from './catalogs/en.js';
import { es } from './catalogs/es.js';
import { fr } from './catalogs/fr.js';
import { it } from './catalogs/it.js';
import { pt } from './catalogs/pt.js';

/** The offline assessor's catalogs by language (issue 26, decision 303). */
export const EXPLAIN_CATALOGS: Record<InterfaceLanguage, ExplainCatalog> = { en, es, fr, de, pt, it };

export type ExplainValues = MessageValues;

/**
 * A learner-facing sentence as data: a catalog key and its values. A checker rule makes one; it is put
 * into words when the analysis is stored, in the learner's explanation language. A value named `language`
 * is a language code: the message may say `{languageName}`, that language's name in the learner's words.
 */
export interface ExplainMessage {
  id: ExplainKey;
  values?: ExplainValues;
}

/**
 * The language of the offline explanations, as the model path asks for them (explanation-language.ts):
 * the learner's native language when it has a catalog, else the interface language, else English.
 */
export function explanationLanguage(
  nativeLanguage: string | null | undefined,
  interfaceLanguage?: string | null,
): InterfaceLanguage {
  for (const code of [nativeLanguage, interfaceLanguage]) {
    const base = code ? baseLanguage(code) : null;
    if (base && (INTERFACE_LANGUAGES as readonly string[]).includes(base)) return base as InterfaceLanguage;
  }
  return 'en';
}

const render = catalogText(EXPLAIN_CATALOGS);

/** The message `id` in `language` with `values`; quoted words in the values stay as they are. */
export function explainText(language: InterfaceLanguage, id: ExplainKey, values: ExplainValues = {}): string {
  const all =
    typeof values.language === 'string'
      ? { ...values, languageName: languageNameIn(language, values.language) }
      : values;
  return render(language, id, all);
}

export const renderMessage = (language: InterfaceLanguage, m: ExplainMessage) =>
  explainText(language, m.id, m.values);

/** A rule's message with its English words, as a checker issue carries both (issue.ts). */
export function explained(id: ExplainKey, values: ExplainValues = {}) {
  const message: ExplainMessage = { id, values };
  return { explanation: explainText('en', id, values), message };
}

/** Whether the catalog has `id` (a rule description or concept name keyed by rule). */
export function hasMessage(id: string): id is ExplainKey {
  return Object.hasOwn(en, id);
}

/** 'de' in Spanish: 'alemán' (English: the app's own names); the code itself when Intl does not know it. */
export function languageNameIn(language: InterfaceLanguage, code: string): string {
  if (language === 'en') return languageName(code);
  try {
    return new Intl.DisplayNames(language, { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
