import type { CodedText } from '@inkwell/contract';
import { currentIntl, t, type MessageKey, type MessageValues } from './runtime';

/** Where the catalog keeps the server's coded sentences of each kind (decision 294). */
export type CodedKind = 'analysisNote' | 'analysisFailure' | 'sessionFailure';

/** A language code as its name in the interface language ('es' → 'Spanish'), or the code when unknown. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A sentence the server sent as a code and values, in the interface language; `text` (the server's
 * English, kept beside the code) when there is no code or the catalog does not know it (an older web, a
 * newer server). Values named `…_language` are language codes and read as the language's name.
 */
export function codedSentence(kind: CodedKind, coded: CodedText | null | undefined, text: string): string {
  if (!coded) return text;
  const key = `${kind}.${coded.code}` as MessageKey;
  const intl = currentIntl();
  if (!(key in intl.messages)) return text;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(coded.params ?? {}))
    values[name] =
      name.endsWith('_language') && typeof value === 'string' ? languageName(value, intl.locale) : value;
  return t(key, values);
}

/** The assessment's notes in the interface language, each from its code when it has one. */
export function noteTexts(
  notes: readonly string[],
  codes: readonly (CodedText | null)[] | undefined,
): string[] {
  return notes.map((note, i) => codedSentence('analysisNote', codes?.[i], note));
}
