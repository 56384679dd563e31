import { varietiesOf, varietyFitsLanguage } from '@inkwell/contract';

/**
 * Regions for languages without a variety list: Anki's text-to-speech tag names a locale
 * (`{{tts ja_JP:Word}}`) and the platforms' voices are registered under one.
 */
const USUAL_REGION: Readonly<Record<string, string>> = {
  ca: 'ES',
  cs: 'CZ',
  da: 'DK',
  el: 'GR',
  fi: 'FI',
  he: 'IL',
  hi: 'IN',
  hu: 'HU',
  id: 'ID',
  ja: 'JP',
  ko: 'KR',
  nb: 'NO',
  no: 'NO',
  pl: 'PL',
  ro: 'RO',
  ru: 'RU',
  sk: 'SK',
  sv: 'SE',
  th: 'TH',
  tr: 'TR',
  uk: 'UA',
  vi: 'VN',
};

/**
 * The locale Anki's `{{tts}}` tag asks for when reading `language` aloud: the learner's regional variety
 * when it is one of that language (es-MX → es_MX), else the language's first listed variety, else its
 * usual region, else the bare code (Anki then takes any voice of the language, or says it has none).
 */
export function ankiSpeechLocale(language: string, variety: string | null | undefined): string {
  const tag =
    (variety && varietyFitsLanguage(variety, language) ? variety : undefined) ??
    varietiesOf(language)[0]?.code ??
    (USUAL_REGION[language] ? `${language}-${USUAL_REGION[language]}` : language);
  return tag.replace('-', '_');
}
