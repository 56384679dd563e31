import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.js';

describe('password policy', () => {
  it('wants at least 8 characters, counted as code points', () => {
    expect(weakPasswordReasons('seven77')).toEqual(['length']);
    expect(weakPasswordReasons('eight888x')).toEqual([]);
    expect(weakPasswordReasons('ééééééé')).toEqual(['length']); // 7 code points, 14 bytes
  });

  it('refuses common passwords whatever their case', () => {
    expect(weakPasswordReasons('Password123')).toEqual(['pwned']);
    expect(weakPasswordReasons('QWERTYUIOP')).toEqual(['pwned']);
    expect(weakPasswordReasons('123456')).toEqual(['length', 'pwned']);
  });

  it('explains each reason', () => {
    expect(weakPasswordMessage(['length'])).toMatch(/at least 8 characters/);
    expect(weakPasswordMessage(['pwned'])).toMatch(/easy to guess/);
  });
});

describe('argon2id hashes', () => {
  it('verify the right password only, and never throw on a malformed hash', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not-a-real-hash', 'anything')).toBe(false);
  });
});
