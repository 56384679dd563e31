import { varietyFitsLanguage } from '@inkwell/contract';

/** What module inputs carry of the learner besides their native language and level. */
export interface DeckLearner {
  nativeLanguage: string | null;
  /** The interface language: an offline lesson's words when the native language has no catalog. */
  interfaceLanguage?: string | null;
  level: string | null;
  variety?: string | null;
  gender?: string | null;
}

/** The interface language, only when set, so the inputs of learners without one stay as they were. */
export const learnerInterface = (profile: { interfaceLanguage?: string | null }) =>
  profile.interfaceLanguage ? { interfaceLanguage: profile.interfaceLanguage } : {};

/**
 * The profile's variety and gender for a module in `language`: a variety of another language (the
 * learner switched target language since) is left out; nothing is added when neither is set, so
 * modules of learners who set neither keep their old input.
 */
export function learnerVarietyGender(
  language: string,
  profile: { variety?: string | null; gender?: string | null },
): { variety?: string; gender?: string } {
  const out: { variety?: string; gender?: string } = {};
  if (profile.variety && varietyFitsLanguage(profile.variety, language)) out.variety = profile.variety;
  if (profile.gender) out.gender = profile.gender;
  return out;
}
