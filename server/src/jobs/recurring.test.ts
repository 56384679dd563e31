import { describe, expect, it } from 'vitest';
import { slotStart } from './recurring.js';

describe('slotStart', () => {
  it('puts every instant of a period in the same slot', () => {
    expect(slotStart(60_000, 60_000)).toBe(60_000);
    expect(slotStart(119_999, 60_000)).toBe(60_000);
    expect(slotStart(120_000, 60_000)).toBe(120_000);
  });
});
