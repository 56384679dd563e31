import { AuthWeakPasswordError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { describeAuthError, validateNewPassword, validateSignIn, validateSignUp } from './validation';

describe('validateSignUp', () => {
  const ok = { email: 'a@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a complete form', () => {
    expect(validateSignUp(ok)).toBeNull();
  });

  it.each([
    [{ ...ok, email: '  ' }, 'Please fill in all fields'],
    [{ ...ok, password: '', confirmPassword: '' }, 'Please fill in all fields'],
    [{ ...ok, confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ ...ok, password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses %j', (input, message) => {
    expect(validateSignUp(input)).toBe(message);
  });

  it('checks emptiness before the match and the match before the length', () => {
    expect(validateSignUp({ email: '', password: '1', confirmPassword: '2' })).toBe(
      'Please fill in all fields',
    );
    expect(validateSignUp({ email: 'a@b.c', password: '1', confirmPassword: '2' })).toBe(
      'Passwords do not match',
    );
  });
});

describe('validateSignIn and validateNewPassword', () => {
  it('need every field', () => {
    expect(validateSignIn({ email: 'a@b.c', password: '' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'a@b.c', password: 'x' })).toBeNull();
    expect(validateNewPassword('abcdef', '')).toBe('Please fill in all fields');
  });

  it('say when the two new passwords differ', () => {
    expect(validateNewPassword('abcdefg', 'abcdefh')).toBe('Passwords do not match');
    expect(validateNewPassword('abc', 'abc')).toBe('Password must be at least 6 characters');
    expect(validateNewPassword('abcdefg', 'abcdefg')).toBeNull();
  });
});

describe('describeAuthError', () => {
  it("lists the server's weak-password reasons", () => {
    const error = new AuthWeakPasswordError('Password is too weak', 422, ['length', 'pwned']);
    expect(describeAuthError(error, 'x')).toBe(
      'Password is too weak (it is too short; it is too common or has appeared in a data breach)',
    );
  });

  it('uses the fallback when there is no message', () => {
    expect(describeAuthError(null, 'Failed to create account')).toBe('Failed to create account');
    expect(describeAuthError(new Error('Invalid login credentials'), 'x')).toBe('Invalid login credentials');
  });
});
