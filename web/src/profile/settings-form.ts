import {
  varietyFitsLanguage,
  type Gender,
  type UpdateProfileBody,
  type UserProfile,
} from '@inkwell/contract';
import { t } from '../i18n/runtime';

export interface SettingsForm {
  displayName: string;
  nativeLanguage: string;
  targetLanguage: string;
  /** Regional variety tag, '' for none. */
  variety: string;
  gender: Gender | '';
}

export function formFromProfile(profile: UserProfile): SettingsForm {
  return {
    displayName: profile.display_name ?? '',
    nativeLanguage: profile.native_language ?? '',
    targetLanguage: profile.target_language ?? '',
    variety: profile.variety ?? '',
    gender: profile.gender ?? '',
  };
}

/** Save Changes is enabled only when a field differs from the stored profile. */
export function hasChanges(form: SettingsForm, profile: UserProfile): boolean {
  const saved = formFromProfile(profile);
  return (
    form.displayName.trim() !== saved.displayName ||
    form.nativeLanguage !== saved.nativeLanguage ||
    form.targetLanguage !== saved.targetLanguage ||
    form.variety !== saved.variety ||
    form.gender !== saved.gender
  );
}

/** The same-language rule (target and native language must differ): both set and equal. */
export function validateSettings(form: SettingsForm): string | null {
  if (form.nativeLanguage && form.nativeLanguage === form.targetLanguage) return t('profile.sameLanguage');
  return null;
}

/** Empty values are sent as null. */
export function settingsPayload(form: SettingsForm): UpdateProfileBody {
  return {
    display_name: form.displayName.trim() || null,
    native_language: form.nativeLanguage || null,
    target_language: form.targetLanguage || null,
    // A variety left over from another target language is not sent; the server would clear it anyway.
    variety: form.variety && varietyFitsLanguage(form.variety, form.targetLanguage) ? form.variety : null,
    gender: form.gender || null,
  };
}
