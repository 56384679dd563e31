import type { Exercise, ModulePhases } from '@inkwell/contract';
import type { ModuleInput } from './module-input.js';

/** A correction the learner rejected: what they wrote, the fix they refused, and its sentence. */
export interface RejectedFix {
  original: string;
  corrected: string;
  context: string;
}

type Practice = 'guided_practice' | 'independent_practice';

/** What is left of one module once a rejected fix is taken out of it. */
export type WithoutFix =
  | { kind: 'unchanged' }
  /** Nothing true is left to practise: the module goes (with its answers and its concept). */
  | { kind: 'drop' }
  | {
      kind: 'trimmed';
      input: ModuleInput;
      phases: ModulePhases | null;
      /** Per phase, the old question indexes that were removed (answers to them go, later ones move up). */
      removed: Record<Practice, number[]>;
    };

const norm = (s: string) => s.trim().toLocaleLowerCase();

const isMistakeOf = (fix: RejectedFix, m: ModuleInput['mistakes'][number]) =>
  m.wrong === fix.original && m.right === fix.corrected && (fix.context === '' || m.sentence === fix.context);

/**
 * Whether an exercise drills the rejected fix: its span check is that fix, or its expected answer is
 * the fixed form or the fixed sentence — unless a fix the learner kept in the same module expects the
 * same form (then the answer is still true).
 */
function drills(
  ex: Pick<Exercise, 'answer' | 'check'>,
  fix: RejectedFix,
  fixedSentence: string,
  kept: Set<string>,
): boolean {
  if (kept.has(norm(ex.answer))) return false;
  if (ex.check && ex.check.right === fix.corrected && ex.check.wrong === fix.original) return true;
  return norm(ex.answer) === norm(fix.corrected) || norm(ex.answer) === norm(fixedSentence);
}

/**
 * Takes a rejected fix out of a module built from the learner's entry (issue 22): the mistake leaves
 * the module's input (so a regenerated module never brings it back) and every practice question that
 * expects the refused form leaves its lesson. A module that practised only rejected fixes, or whose
 * practice would be left empty, is dropped whole. A module without that fix is unchanged.
 */
export function withoutRejectedFix(
  input: ModuleInput,
  phases: ModulePhases | null,
  fix: RejectedFix,
): WithoutFix {
  const ours = input.mistakes.filter((m) => isMistakeOf(fix, m));
  if (ours.length === 0) return { kind: 'unchanged' };
  const mistakes = input.mistakes.filter((m) => !isMistakeOf(fix, m));
  if (mistakes.length === 0) return { kind: 'drop' };
  const trimmedInput = { ...input, mistakes };
  if (!phases) return { kind: 'trimmed', input: trimmedInput, phases: null, removed: emptyRemoved() };
  const kept = new Set(mistakes.map((m) => norm(m.right)));
  const fixedSentence = ours[0]!.correctedSentence;
  const removed = emptyRemoved();
  const filter = (phase: Practice) =>
    phases[phase].content.exercises.filter((ex, i) => {
      const out = drills(ex, fix, fixedSentence, kept);
      if (out) removed[phase].push(i);
      return !out;
    });
  const guided = filter('guided_practice');
  const independent = filter('independent_practice');
  if (guided.length === 0 || independent.length === 0) return { kind: 'drop' };
  const { challenge_question: challenge, ...content } = phases.independent_practice.content;
  const dropChallenge = challenge !== undefined && drills(challenge, fix, fixedSentence, kept);
  if (dropChallenge) removed.independent_practice.push(content.exercises.length);
  return {
    kind: 'trimmed',
    input: trimmedInput,
    phases: {
      ...phases,
      guided_practice: {
        ...phases.guided_practice,
        content: { ...phases.guided_practice.content, exercises: guided },
      },
      independent_practice: {
        ...phases.independent_practice,
        content: {
          ...content,
          exercises: independent,
          ...(challenge && !dropChallenge ? { challenge_question: challenge } : {}),
        },
      },
    },
    removed,
  };
}

const emptyRemoved = (): Record<Practice, number[]> => ({ guided_practice: [], independent_practice: [] });

/**
 * Where an answer recorded at `idx` moves once the questions at `removed` are gone: null when its own
 * question went, else its index less the removed ones before it.
 */
export function movedIndex(idx: number, removed: number[]): number | null {
  if (removed.includes(idx)) return null;
  return idx - removed.filter((r) => r < idx).length;
}
