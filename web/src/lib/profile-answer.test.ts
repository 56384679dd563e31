import { userProfile } from '@inkwell/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_NOT_UNDERSTOOD, ApiError } from './api';
import { profileAnswer } from './profile-answer';

const PROFILE = {
  email: 'ana@example.com',
  email_verified: true,
  display_name: 'Ana',
  native_language: 'en',
  target_language: null,
  time_zone: 'Europe/Berlin',
  variety: null,
  gender: 'feminine' as const,
  interface_language: 'es' as const,
};

describe('profileAnswer', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps a profile's fields and drops anything else, as the contract's schema does", () => {
    const answer = { ...PROFILE, password_hash: 'never shown', id: 'u1' };
    expect(profileAnswer(answer, '/auth/me')).toEqual(PROFILE);
    expect(profileAnswer(answer, '/auth/me')).toEqual(userProfile.parse(answer));
  });

  const wrong: [string, unknown][] = [
    ['no answer', null],
    ['a list', [PROFILE]],
    ['no email', { ...PROFILE, email: undefined }],
    ['a numeric name', { ...PROFILE, display_name: 7 }],
    ['email_verified as text', { ...PROFILE, email_verified: 'yes' }],
    ['a missing time zone', { ...PROFILE, time_zone: undefined }],
  ];

  it.each(wrong)(
    'refuses %s with the plain message and logs the answer, as the contract does',
    (_, answer) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(userProfile.safeParse(answer).success).toBe(false);
      let thrown: unknown;
      try {
        profileAnswer(answer, '/auth/me');
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect(thrown).toMatchObject({ message: ANSWER_NOT_UNDERSTOOD, status: 0 });
      expect(log).toHaveBeenCalledWith('Unexpected API answer from /auth/me', answer);
    },
  );
});
