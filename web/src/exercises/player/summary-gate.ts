import type { ExerciseModule, RecordedAnswer } from '@inkwell/contract';
import { questionSlots } from './results';
import { practiceSlide } from './resume';
import { answerKey } from './session-data';

/** A question neither answered nor skipped, and the slide that shows it. */
export interface OpenQuestion {
  key: string;
  slide: number;
}

/**
 * The questions still open, in slide order. The summary (every right answer) opens only when none is
 * left: each question answered or skipped one by one (issue 22), so it never gives answers away.
 */
export function openQuestions(
  modules: Array<ExerciseModule | null>,
  answers: Map<string, RecordedAnswer>,
  skipped: ReadonlySet<string>,
): OpenQuestion[] {
  return modules.flatMap((m, moduleIndex) => {
    if (!m) return [];
    return questionSlots(m)
      .map((s) => ({
        key: answerKey({ module_id: m.module_id, phase: s.phase, index: s.index }),
        slide: practiceSlide(moduleIndex, s.phase),
      }))
      .filter((q) => !answers.has(q.key) && !skipped.has(q.key));
  });
}
