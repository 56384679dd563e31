import { describe, expect, it } from 'vitest';
import { clampSlide, slideAt, totalSlides } from './slides';

describe('slide order', () => {
  it('has an intro, six phases per module in spec order, and a summary', () => {
    expect(totalSlides(2)).toBe(14);
    expect(slideAt(0, 2)).toEqual({ kind: 'intro' });
    expect(slideAt(1, 2)).toEqual({ kind: 'phase', moduleIndex: 0, phase: 'simple_explanation' });
    expect(slideAt(6, 2)).toEqual({ kind: 'phase', moduleIndex: 0, phase: 'review' });
    expect(slideAt(7, 2)).toEqual({ kind: 'phase', moduleIndex: 1, phase: 'simple_explanation' });
    expect(slideAt(12, 2)).toEqual({ kind: 'phase', moduleIndex: 1, phase: 'review' });
    expect(slideAt(13, 2)).toEqual({ kind: 'summary' });
  });

  it('has no slides without modules and none outside the deck', () => {
    expect(totalSlides(0)).toBe(0);
    expect(slideAt(0, 0)).toBeNull();
    expect(slideAt(-1, 1)).toBeNull();
    expect(slideAt(8, 1)).toBeNull();
    expect(slideAt(1.5, 1)).toBeNull();
  });

  it('clamps navigation to the first and last slide', () => {
    expect(clampSlide(-1, 1)).toBe(0);
    expect(clampSlide(99, 1)).toBe(7);
    expect(clampSlide(3, 1)).toBe(3);
  });
});
