import { describe, expect, it } from 'vitest';
import { buildMonthGrid, cellAction, shiftMonth } from './calendar-grid';

const today = { year: 2026, month: 11, day: 18 };

describe('buildMonthGrid', () => {
  it('lays out November 2026 in Sunday-first weeks', () => {
    const weeks = buildMonthGrid(2026, 11, today, new Map());
    // Nov 1 2026 is a Sunday and Nov 30 a Monday: five weeks, the last padded with December.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]!.key).toBe('2026-11-01');
    expect(weeks[4]![0]!.key).toBe('2026-11-29');
    expect(weeks[4]![6]!.key).toBe('2026-12-05');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('pads the first week with the previous month', () => {
    // Feb 1 2026 is a Sunday, Mar 1 2026 too; Jan 1 2027 is a Friday.
    const weeks = buildMonthGrid(2027, 1, today, new Map());
    expect(weeks[0]!.map((c) => c.key)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(weeks[0]![0]!.look).toBe('other-month');
  });

  it('gives each current-month day one of the looks and flags today', () => {
    const entries = new Map([
      ['2026-11-10', 'e10'],
      ['2026-10-31', 'outside'],
    ]);
    const cells = buildMonthGrid(2026, 11, today, entries).flat();
    const byKey = new Map(cells.map((c) => [c.key, c]));
    expect(byKey.get('2026-11-10')).toMatchObject({ look: 'has-entry', entryId: 'e10', isToday: false });
    expect(byKey.get('2026-11-11')!.look).toBe('no-entry');
    expect(byKey.get('2026-11-18')).toMatchObject({ look: 'no-entry', isToday: true });
    expect(byKey.get('2026-11-19')!.look).toBe('future');
    expect(byKey.get('2026-12-01')).toMatchObject({ look: 'other-month', entryId: null });
    expect(cells.filter((c) => c.isToday)).toHaveLength(1);
  });

  it('keeps an entry on a day ahead of today reachable', () => {
    const cells = buildMonthGrid(2026, 11, today, new Map([['2026-11-19', 'ahead']])).flat();
    expect(cells.find((c) => c.key === '2026-11-19')!.look).toBe('has-entry');
  });

  it('marks a whole future month as future', () => {
    const cells = buildMonthGrid(2027, 2, today, new Map()).flat();
    expect(cells.filter((c) => c.look !== 'other-month').every((c) => c.look === 'future')).toBe(true);
    expect(cells.filter((c) => c.look === 'future')).toHaveLength(28);
  });
});

describe('cellAction', () => {
  const cells = buildMonthGrid(2026, 11, today, new Map([['2026-11-03', 'e3']])).flat();
  const at = (key: string) => cells.find((c) => c.key === key)!;

  it('opens the entry of a day that has one', () => {
    expect(cellAction(at('2026-11-03'))).toEqual({ kind: 'open', entryId: 'e3' });
  });
  it('starts a new entry on a past or present day without one', () => {
    expect(cellAction(at('2026-11-18'))).toEqual({ kind: 'new', day: { year: 2026, month: 11, day: 18 } });
  });
  it('does nothing for future and other-month days', () => {
    expect(cellAction(at('2026-11-19'))).toEqual({ kind: 'none' });
    expect(cellAction(at('2026-12-01'))).toEqual({ kind: 'none' });
  });
});

describe('shiftMonth', () => {
  it('crosses year edges both ways', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 5, -17)).toEqual({ year: 2024, month: 12 });
  });
});
