import { IntlMessageFormat } from 'intl-messageformat';

export type MessageValues = Record<string, string | number>;

/**
 * The renderer of a set of server catalogs (mails, offline explanations, offline lessons; issue 26):
 * each message is parsed once per language and formatted with Intl in that language (ICU plurals,
 * numbers). The values go in as they are: target-language words are never translated.
 */
export function catalogText<L extends string, K extends string>(catalogs: Record<L, Record<K, string>>) {
  const formats = new Map<string, IntlMessageFormat>();
  return (language: L, id: K, values: MessageValues = {}): string => {
    const key = `${language}\u0000${id}`;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalogs[language][id], language);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
