import { describe, expect, it } from 'vitest';
import { firstOrSecondPersonSlip, silentEndingDropped } from './french-slips.js';
import { loadSpeller } from './speller.js';

describe('silentEndingDropped', () => {
  it('names the frequent words a short word lacks its silent last letter from', () => {
    expect(silentEndingDropped('pa')).toEqual(['pas']);
    expect(silentEndingDropped('tro')).toEqual(['trop']);
    expect(silentEndingDropped('fai')).toEqual(['fait', 'fais']);
    expect(silentEndingDropped('Veu')).toEqual(['veut', 'veux']);
  });
  it('names none for an abbreviation or a borrowing (bd, dej, pho)', () => {
    for (const w of ['bd', 'dej', 'déj', 'pho', 'ok']) expect(silentEndingDropped(w), w).toEqual([]);
  });
});

describe('firstOrSecondPersonSlip', () => {
  it("gives je and tu their own form of a third person's -ait/-oit, and suis for je sui", async () => {
    const fr = await loadSpeller('fr');
    expect(firstOrSecondPersonSlip(fr, 'Je', 'connait')).toBe('connais');
    expect(firstOrSecondPersonSlip(fr, 'tu', 'connaît')).toBe('connais');
    expect(firstOrSecondPersonSlip(fr, 'je', 'fait')).toBe('fais');
    expect(firstOrSecondPersonSlip(fr, 'tu', 'croit')).toBe('crois');
    expect(firstOrSecondPersonSlip(fr, 'je', 'sui')).toBe('suis');
  });
  it('leaves il and elle, a right form and a missing subject alone', async () => {
    const fr = await loadSpeller('fr');
    expect(firstOrSecondPersonSlip(fr, 'il', 'connait')).toBeNull();
    expect(firstOrSecondPersonSlip(fr, 'Elle', 'fait')).toBeNull();
    expect(firstOrSecondPersonSlip(fr, 'je', 'connais')).toBeNull();
    expect(firstOrSecondPersonSlip(fr, 'tu', 'sui')).toBeNull();
    expect(firstOrSecondPersonSlip(fr, undefined, 'connait')).toBeNull();
  });
});
