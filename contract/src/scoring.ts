import type { ModulePhases, SpanCheck } from './exercises';

export type PracticePhase = 'guided_practice' | 'independent_practice';

/**
 * Points of an exercise session: 1 per correct guided answer; an independent answer gives the exercise's points
 * (1 if absent); the challenge answer sits at the index after the last exercise and is worth 1.
 */
export function pointsFor(phases: ModulePhases, phase: PracticePhase, index: number): number {
  if (phase === 'guided_practice') return index < phases.guided_practice.content.exercises.length ? 1 : 0;
  const { exercises, challenge_question } = phases.independent_practice.content;
  if (index < exercises.length) return exercises[index]?.points ?? 1;
  return index === exercises.length && challenge_question ? 1 : 0;
}

/** The expected answer at an answer slot, or null when there is no such question. */
export function expectedAnswer(phases: ModulePhases, phase: PracticePhase, index: number): string | null {
  if (phase === 'guided_practice') return phases.guided_practice.content.exercises[index]?.answer ?? null;
  const { exercises, challenge_question } = phases.independent_practice.content;
  if (index < exercises.length) return exercises[index]?.answer ?? null;
  return index === exercises.length ? (challenge_question?.answer ?? null) : null;
}

/** Highest score a module can give. */
export function maxPoints(phases: ModulePhases): number {
  const guided = phases.guided_practice.content.exercises.length;
  const { exercises, challenge_question } = phases.independent_practice.content;
  return guided + exercises.reduce((sum, e) => sum + (e.points ?? 1), 0) + (challenge_question ? 1 : 0);
}

/** The span check of an answer slot, when its question grades only a practised span. */
export function answerCheck(
  phases: ModulePhases,
  phase: PracticePhase,
  index: number,
): SpanCheck | undefined {
  if (phase === 'guided_practice') return phases.guided_practice.content.exercises[index]?.check;
  const { exercises, challenge_question } = phases.independent_practice.content;
  if (index < exercises.length) return exercises[index]?.check;
  return index === exercises.length ? challenge_question?.check : undefined;
}

/** Other right answers of an answer slot (the model's alternatives), empty when there are none. */
export function acceptedAnswers(phases: ModulePhases, phase: PracticePhase, index: number): string[] {
  if (phase === 'guided_practice') return phases.guided_practice.content.exercises[index]?.accepted ?? [];
  const { exercises, challenge_question } = phases.independent_practice.content;
  if (index < exercises.length) return exercises[index]?.accepted ?? [];
  return index === exercises.length ? (challenge_question?.accepted ?? []) : [];
}
