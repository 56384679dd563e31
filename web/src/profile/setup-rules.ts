import { SAME_LANGUAGE_MESSAGE, type UserProfile } from '@inkwell/contract';

export interface SetupInput {
  displayName: string;
  nativeLanguage: string;
  targetLanguage: string;
}

type ProfileFields = Pick<
  UserProfile,
  'email_verified' | 'display_name' | 'native_language' | 'target_language'
>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The setup dialog opens for a verified user who lacks a display name, native or target language. */
export function needsProfileSetup(profile: ProfileFields): boolean {
  return (
    profile.email_verified &&
    !(filled(profile.display_name) && filled(profile.native_language) && filled(profile.target_language))
  );
}

/** 'Skip for now' is offered only when at least one of the three is already filled. */
export function canSkipSetup(profile: ProfileFields): boolean {
  return filled(profile.display_name) || filled(profile.native_language) || filled(profile.target_language);
}

/** Spec §5 profile-setup rules, in order; null when the form may be sent. */
export function validateSetup({ displayName, nativeLanguage, targetLanguage }: SetupInput): string | null {
  if (!displayName.trim()) return 'Please enter your name';
  if (!nativeLanguage) return 'Please select your native language';
  if (!targetLanguage) return 'Please select your target language';
  if (nativeLanguage === targetLanguage) return SAME_LANGUAGE_MESSAGE;
  return null;
}
