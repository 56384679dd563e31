import { t } from '../i18n/runtime';

// The spec quotes the rule's sentence with this number in it, so the catalogs write 6, not a placeholder.
export const MIN_PASSWORD_LENGTH = 6;

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Sign-up rules, in order; null when the form may be sent. */
export function validateSignUp({ email, password, confirmPassword }: SignUpInput): string | null {
  if (!email.trim() || !password) return t('auth.fillAllFields');
  if (password !== confirmPassword) return t('auth.passwordsDiffer');
  if (password.length < MIN_PASSWORD_LENGTH) return t('auth.passwordTooShort');
  return null;
}

export function validateSignIn({ email, password }: { email: string; password: string }): string | null {
  if (!email.trim() || !password) return t('auth.fillAllFields');
  return null;
}

/** The same rules for a new password (reset page): both fields, equal, long enough. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (!password || !confirmPassword) return t('auth.fillAllFields');
  if (password !== confirmPassword) return t('auth.passwordsDiffer');
  if (password.length < MIN_PASSWORD_LENGTH) return t('auth.passwordTooShort');
  return null;
}

const reasonKeys = {
  length: 'auth.weak.length',
  characters: 'auth.weak.characters',
  pwned: 'auth.weak.pwned',
  common: 'auth.weak.common',
} as const;

const reasonText = (reason: string): string =>
  reason in reasonKeys ? t(reasonKeys[reason as keyof typeof reasonKeys]) : reason;

/**
 * A readable text for an auth service error. A weak-password refusal lists the server's reasons,
 * since the server's policy (8+ characters, not a common password) is stricter than the form's.
 */
export function describeAuthError(error: unknown, fallback: string): string {
  if (isWeakPasswordError(error)) {
    const reasons = error.reasons.map(reasonText);
    return reasons.length ? `${error.message} (${reasons.join('; ')})` : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The auth client's AuthWeakPasswordError, told by its name and reasons rather than by the client's own
 * helper: importing that would put the whole client into the first screen's code (decision 125).
 */
function isWeakPasswordError(error: unknown): error is Error & { reasons: string[] } {
  return (
    error instanceof Error &&
    error.name === 'AuthWeakPasswordError' &&
    Array.isArray((error as { reasons?: unknown }).reasons)
  );
}
