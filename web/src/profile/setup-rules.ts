import { t } from '../i18n/runtime';

export interface SetupInput {
  displayName: string;
  nativeLanguage: string;
  targetLanguage: string;
}

// Kept apart so the signed-in shell can check it without loading the contract's schemas (decision 110).
export { canSkipSetup, needsProfileSetup } from './setup-needed';

/** Profile-setup rules, in order; null when the form may be sent. */
export function validateSetup({ displayName, nativeLanguage, targetLanguage }: SetupInput): string | null {
  if (!displayName.trim()) return t('profile.enterName');
  if (!nativeLanguage) return t('profile.selectNative');
  if (!targetLanguage) return t('profile.selectTarget');
  if (nativeLanguage === targetLanguage) return t('profile.sameLanguage');
  return null;
}
