export const MIN_PASSWORD_LENGTH = 6;

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Sign-up rules, in order; null when the form may be sent. */
export function validateSignUp({ email, password, confirmPassword }: SignUpInput): string | null {
  if (!email.trim() || !password) return 'Please fill in all fields';
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters';
  return null;
}

export function validateSignIn({ email, password }: { email: string; password: string }): string | null {
  if (!email.trim() || !password) return 'Please fill in all fields';
  return null;
}

/** The same rules for a new password (reset page): both fields, equal, long enough. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (!password || !confirmPassword) return 'Please fill in all fields';
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters';
  return null;
}

const reasonTexts: Record<string, string> = {
  length: 'it is too short',
  characters: 'it needs a wider mix of characters',
  pwned: 'it is too common or has appeared in a data breach',
  common: 'it is too common',
};

/**
 * A readable text for an auth service error. A weak-password refusal lists the server's reasons,
 * since the server's policy (8+ characters, not a common password) is stricter than the form's.
 */
export function describeAuthError(error: unknown, fallback: string): string {
  if (isWeakPasswordError(error)) {
    const reasons = error.reasons.map((r) => reasonTexts[r] ?? r);
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
