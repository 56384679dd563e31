import { clampSlide, PHASES, SLIDES_PER_MODULE, type RecordedAnswer } from '@inkwell/contract';
import type { PlayerSession } from './session-data';

/** The slide index of a practice phase of the module at `moduleIndex` (slide 0 is the intro). */
export const practiceSlide = (moduleIndex: number, phase: RecordedAnswer['phase']): number =>
  1 + moduleIndex * SLIDES_PER_MODULE + PHASES.indexOf(phase);

/**
 * Where the player opens: the place the server saved, or the furthest slide with an answer when that is
 * later (a place saved while the tab closed can be lost; the answer was stored before it).
 */
export function resumeSlide({ session, modules }: PlayerSession): number {
  const indexOf = new Map(modules.map((m, i) => [m?.module_id, i]));
  let furthest = 0;
  for (const a of session.answers) {
    const i = indexOf.get(a.module_id);
    if (i !== undefined) furthest = Math.max(furthest, practiceSlide(i, a.phase));
  }
  return clampSlide(Math.max(session.current_slide, furthest), modules.length);
}
