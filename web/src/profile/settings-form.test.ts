import type { UserProfile } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { formFromProfile, hasChanges, settingsPayload, validateSettings } from './settings-form';

const profile: UserProfile = {
  email: 'ada@example.com',
  email_verified: true,
  display_name: 'Ada',
  native_language: 'en',
  target_language: null,
  time_zone: null,
  variety: null,
  gender: null,
  interface_language: null,
};

describe('profile settings form', () => {
  it('has no changes right after loading', () => {
    expect(hasChanges(formFromProfile(profile), profile)).toBe(false);
  });

  it('sees a change in any field, but not in surrounding spaces of the name', () => {
    const form = formFromProfile(profile);
    expect(hasChanges({ ...form, displayName: ' Ada ' }, profile)).toBe(false);
    expect(hasChanges({ ...form, displayName: 'Ada L' }, profile)).toBe(true);
    expect(hasChanges({ ...form, targetLanguage: 'ko' }, profile)).toBe(true);
    expect(hasChanges({ ...form, nativeLanguage: '' }, profile)).toBe(true);
  });

  it('sends empty values as null', () => {
    expect(
      settingsPayload({
        displayName: '  ',
        nativeLanguage: '',
        targetLanguage: 'ko',
        variety: '',
        gender: '',
      }),
    ).toEqual({
      display_name: null,
      native_language: null,
      target_language: 'ko',
      variety: null,
      gender: null,
    });
  });

  it('sends the variety and gender, dropping a variety of another target language', () => {
    const form = { displayName: '', nativeLanguage: 'en', variety: 'pt-BR', gender: 'feminine' as const };
    expect(settingsPayload({ ...form, targetLanguage: 'pt' })).toMatchObject({
      variety: 'pt-BR',
      gender: 'feminine',
    });
    expect(settingsPayload({ ...form, targetLanguage: 'es' })).toMatchObject({ variety: null });
    expect(hasChanges({ ...formFromProfile(profile), gender: 'masculine' }, profile)).toBe(true);
  });

  it('refuses the same native and target language, but not two empty ones', () => {
    expect(
      validateSettings({
        displayName: '',
        nativeLanguage: 'fr',
        targetLanguage: 'fr',
        variety: '',
        gender: '',
      }),
    ).toBe('Native language and target language cannot be the same');
    expect(
      validateSettings({ displayName: '', nativeLanguage: '', targetLanguage: '', variety: '', gender: '' }),
    ).toBeNull();
  });
});
