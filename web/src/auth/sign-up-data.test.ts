import { describe, expect, it } from 'vitest';
import { signUpData } from './sign-up-data';

describe('signUpData', () => {
  it('carries the interface language the learner sees', () => {
    expect(signUpData('es')).toEqual({ interface_language: 'es' });
    expect(signUpData('en')).toEqual({ interface_language: 'en' });
  });

  it('sends nothing for a pseudo-locale or an unknown tag', () => {
    expect(signUpData('en-XA')).toBeUndefined();
    expect(signUpData('ar-XB')).toBeUndefined();
    expect(signUpData('es-ES')).toBeUndefined();
  });
});
