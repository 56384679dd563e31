import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last word of the display name', () => {
    expect(initials('Ada King Lovelace', 'x@example.com')).toBe('AL');
    expect(initials('  grace   hopper ', null)).toBe('GH');
  });

  it('takes the first two letters of a one-word name', () => {
    expect(initials('Plato', 'p@example.com')).toBe('PL');
    expect(initials('J', null)).toBe('J');
  });

  it("falls back to the first two letters of the email's local part", () => {
    expect(initials(null, 'marie.curie@example.com')).toBe('MA');
    expect(initials('   ', 'zo@example.com')).toBe('ZO');
  });

  it("falls back to 'U' without a name or email", () => {
    expect(initials(null, null)).toBe('U');
    expect(initials('', '@example.com')).toBe('U');
    expect(initials(undefined, '')).toBe('U');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials('𝒜lice 𝒵oe', null)).toBe('𝒜𝒵');
    expect(initials('김민준', null)).toBe('김민');
  });
});
