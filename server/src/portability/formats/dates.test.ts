import { describe, expect, it } from 'vitest';
import { findDate } from './dates.js';

describe('findDate', () => {
  it.each([
    ['2026-11-25', '2026-11-25'],
    ['## 2026-1-5 Monday', '2026-01-05'],
    ['25 November 2026', '2026-11-25'],
    ['November 25, 2026', '2026-11-25'],
    ['Wednesday, Nov 25th, 2026', '2026-11-25'],
    ['25.11.2026', '2026-11-25'],
    ['5.1.2026', '2026-01-05'],
    ['25 de noviembre de 2026', '2026-11-25'],
    ['25 novembre 2026', '2026-11-25'],
    ['3. März 2026', '2026-03-03'],
    ['25/11/2026', '2026-11-25'],
    ['11/25/2026', '2026-11-25'],
    ['4/4/2026', '2026-04-04'],
  ])('reads %s', (text, day) => {
    expect(findDate(text)).toEqual({ day });
  });

  it('refuses slashed dates whose day and month could be swapped', () => {
    expect(findDate('03/04/2026')).toEqual({ error: expect.stringContaining('day/month or month/day') });
  });

  it('dots are day.month: 04.03.2026 is the 4th of March', () => {
    expect(findDate('04.03.2026')).toEqual({ day: '2026-03-04' });
  });

  it('names impossible dates', () => {
    expect(findDate('2026-02-30')).toEqual({ error: '2026-02-30 is not a date' });
    expect(findDate('31.04.2026')).toEqual({ error: '2026-04-31 is not a date' });
  });

  it('finds nothing in prose without a date, and reads compact dates only in file names', () => {
    expect(findDate('Today I went to the market')).toBeNull();
    expect(findDate('order 20261125')).toBeNull();
    expect(findDate('20261125.md', { fileName: true })).toEqual({ day: '2026-11-25' });
  });
});
