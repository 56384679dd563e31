import type { UserProfile } from '@inkwell/contract';

export type ProfileFields = Pick<
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
