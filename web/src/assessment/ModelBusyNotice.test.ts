import { describe, expect, it } from 'vitest';
import { clockTime } from './ModelBusyNotice';

describe('clockTime', () => {
  it('is the hour and minute in the local time zone, as the locale writes them', () => {
    const iso = new Date(2026, 10, 26, 14, 32, 10).toISOString();
    expect(clockTime(iso, 'en-GB')).toBe('14:32');
    expect(clockTime(iso, 'en-US')).toBe('02:32 PM');
  });
});
