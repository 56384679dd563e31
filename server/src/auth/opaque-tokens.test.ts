import { describe, expect, it } from 'vitest';
import { newOpaqueToken, openWith, sealWith, tokenHash } from './opaque-tokens.js';

describe('opaque tokens', () => {
  it('are 256-bit, URL-safe and distinct', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(a);
  });

  it('are stored as SHA-256 hex', () => {
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('seal a child token that only the parent token can open', () => {
    const parent = newOpaqueToken();
    const child = newOpaqueToken();
    const sealed = sealWith(parent, child);
    expect(sealed).not.toContain(child);
    expect(openWith(parent, sealed)).toBe(child);
    expect(openWith(newOpaqueToken(), sealed)).toBeNull();
    const [iv, tag, body] = sealed.split('.') as [string, string, string];
    const flipped = (body[0] === 'A' ? 'B' : 'A') + body.slice(1); // the first character always carries data bits
    expect(openWith(parent, [iv, tag, flipped].join('.'))).toBeNull();
    expect(openWith(parent, 'garbage')).toBeNull();
  });
});
