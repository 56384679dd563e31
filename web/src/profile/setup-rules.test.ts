import { describe, expect, it } from 'vitest';
import { canSkipSetup, needsProfileSetup, validateSetup } from './setup-rules';

const empty = { email_verified: true, display_name: null, native_language: null, target_language: null };
const complete = { email_verified: true, display_name: 'Ada', native_language: 'en', target_language: 'ko' };

describe('needsProfileSetup', () => {
  it('opens for a verified user missing any of the three fields', () => {
    expect(needsProfileSetup(empty)).toBe(true);
    expect(needsProfileSetup({ ...complete, native_language: null })).toBe(true);
    expect(needsProfileSetup({ ...complete, display_name: '   ' })).toBe(true);
  });

  it('stays closed for a complete profile or an unverified user', () => {
    expect(needsProfileSetup(complete)).toBe(false);
    expect(needsProfileSetup({ ...empty, email_verified: false })).toBe(false);
  });
});

describe("'Skip for now' rule", () => {
  it('is offered only when at least one field is filled', () => {
    expect(canSkipSetup(empty)).toBe(false);
    expect(canSkipSetup({ ...empty, display_name: ' ' })).toBe(false);
    expect(canSkipSetup({ ...empty, display_name: 'Ada' })).toBe(true);
    expect(canSkipSetup({ ...empty, native_language: 'en' })).toBe(true);
    expect(canSkipSetup({ ...empty, target_language: 'ko' })).toBe(true);
  });
});

describe('validateSetup', () => {
  const ok = { displayName: 'Ada', nativeLanguage: 'en', targetLanguage: 'ko' };
  it.each([
    [{ ...ok, displayName: '   ' }, 'Please enter your name'],
    [{ ...ok, nativeLanguage: '' }, 'Please select your native language'],
    [{ ...ok, targetLanguage: '' }, 'Please select your target language'],
    [{ ...ok, targetLanguage: 'en' }, 'Native language and target language cannot be the same'],
  ])('refuses %j', (input, message) => {
    expect(validateSetup(input)).toBe(message);
  });

  it('accepts a complete, distinct choice', () => {
    expect(validateSetup(ok)).toBeNull();
  });
});
