import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDayOfWeek, weekdayName, weekdayOrder } from './week-start';

afterEach(() => vi.unstubAllGlobals());

describe('first day of the week', () => {
  it('follows the locale: Sunday in English and Brazilian Portuguese, Monday in Europe', () => {
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('pt')).toBe(7);
    expect(firstDayOfWeek('es')).toBe(1);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
  });

  it('falls back to its table when the engine has no week info', () => {
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl), {
        Locale: class {
          constructor(readonly tag: string) {}
        },
      }),
    );
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('xx')).toBe(1);
  });

  it('orders the weekdays from that day, named in the locale', () => {
    expect(weekdayOrder('en')).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder('it')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOrder('en').map((d) => weekdayName(d, 'en'))).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayName(1, 'de', 'long')).toBe('Montag');
  });
});
