/** The subset of SpeechSynthesisVoice that voice choice needs (real voices and test data both fit). */
export interface VoiceLike {
  lang: string;
  name: string;
  default?: boolean;
  localService?: boolean;
}

const primary = (tag: string): string => tag.toLowerCase().replace('_', '-').split('-')[0] ?? '';

/**
 * A voice that speaks `lang` (an ISO code such as 'ko' or 'pt-BR'), or undefined when the browser has none —
 * then the "Hear it" control says so. Prefers an exact region match, then the browser's default, then a
 * local (offline) voice.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: string): V | undefined {
  const wanted = lang.trim().toLowerCase().replace('_', '-');
  if (wanted === '') return undefined;
  const sameLanguage = voices.filter((v) => primary(v.lang) === primary(wanted));
  if (sameLanguage.length === 0) return undefined;
  const rank = (v: V) =>
    (v.lang.toLowerCase().replace('_', '-') === wanted ? 4 : 0) +
    (v.default ? 2 : 0) +
    (v.localService ? 1 : 0);
  return [...sameLanguage].sort((a, b) => rank(b) - rank(a))[0];
}

/**
 * The tag to ask a voice for: the profile's regional variety (pt-BR) when it is one of the text's
 * language, else the language code alone (any region will do).
 */
export function speechTag(lang: string, variety: string | null | undefined): string {
  return variety && primary(variety) === primary(lang) ? variety : lang;
}
