import { SAME_LANGUAGE_MESSAGE } from '@inkwell/contract';

export interface SetupInput {
  displayName: string;
  nativeLanguage: string;
  targetLanguage: string;
}

// Kept apart so the signed-in shell can check it without loading the contract's schemas (decision 110).
export { canSkipSetup, needsProfileSetup } from './setup-needed';

/** Profile-setup rules, in order; null when the form may be sent. */
export function validateSetup({ displayName, nativeLanguage, targetLanguage }: SetupInput): string | null {
  if (!displayName.trim()) return 'Please enter your name';
  if (!nativeLanguage) return 'Please select your native language';
  if (!targetLanguage) return 'Please select your target language';
  if (nativeLanguage === targetLanguage) return SAME_LANGUAGE_MESSAGE;
  return null;
}
