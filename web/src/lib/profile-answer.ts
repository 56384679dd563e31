import type { UserProfile } from '@inkwell/contract';
import { t } from '../i18n/runtime';
import { ApiError } from './api';

const NULLABLE_TEXTS = ['display_name', 'native_language', 'target_language', 'time_zone'] as const;
/** Optional fields (decision 230): an answer without them means none is set. */
const optionalText = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const GENDER_VALUES: readonly string[] = ['feminine', 'masculine', 'unspecified'];
/** Mirrors contract INTERFACE_LANGUAGES (a type-only import keeps zod out of the entry chunk). */
const INTERFACE_LANGUAGE_VALUES: readonly string[] = ['en', 'es', 'fr', 'de', 'pt', 'it'];

/**
 * Checks the answer of GET/PUT /api/auth/me by hand, as `parseAnswer` would with the contract's
 * `userProfile` (decision 185): the profile is read by the entry chunk, which the contract's zod schemas
 * would enlarge past its budget (scripts/bundle-budget.mjs). Same outcome as parseAnswer: only the
 * profile's fields are kept, and a mismatch is logged and thrown as the plain "not understood" error.
 */
export function profileAnswer(answer: unknown, path: string): UserProfile {
  const a = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const text = (k: (typeof NULLABLE_TEXTS)[number]) => a[k] === null || typeof a[k] === 'string';
  if (typeof a.email === 'string' && typeof a.email_verified === 'boolean' && NULLABLE_TEXTS.every(text)) {
    return {
      email: a.email,
      email_verified: a.email_verified,
      display_name: a.display_name as string | null,
      native_language: a.native_language as string | null,
      target_language: a.target_language as string | null,
      time_zone: a.time_zone as string | null,
      variety: optionalText(a.variety),
      gender: GENDER_VALUES.includes(optionalText(a.gender) ?? '')
        ? (a.gender as UserProfile['gender'])
        : null,
      interface_language: INTERFACE_LANGUAGE_VALUES.includes(optionalText(a.interface_language) ?? '')
        ? (a.interface_language as UserProfile['interface_language'])
        : null,
    };
  }
  console.error(`Unexpected API answer from ${path}`, answer);
  throw new ApiError(t('error.notUnderstood'), 0);
}
