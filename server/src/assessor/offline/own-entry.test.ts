import { describe, expect, it } from 'vitest';
import { ownEntry } from './own-entry.js';

describe('ownEntry', () => {
  const table: Record<string, string> = { prendu: 'pris' };
  it('reads an entry of the table', () => {
    expect(ownEntry(table, 'prendu')).toBe('pris');
  });
  it('never reads a property every object inherits', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(ownEntry(table, key)).toBeUndefined();
  });
});
