import {
  exerciseModule,
  maxPoints,
  type ExerciseModule,
  type ExerciseSession,
  type RecordedAnswer,
} from '@inkwell/contract';

/** A loaded session; a module whose data cannot be read stays in place as null ('Module not found'). */
export interface PlayerSession {
  session: ExerciseSession;
  modules: Array<ExerciseModule | null>;
}

/** Module data may arrive as an object or as a JSON string; both are checked the same way. */
export function moduleFromWire(wire: unknown): ExerciseModule | null {
  let value = wire;
  if (typeof wire === 'string') {
    try {
      value = JSON.parse(wire);
    } catch {
      return null;
    }
  }
  const parsed = exerciseModule.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toPlayerSession(raw: { session: ExerciseSession; modules: unknown[] }): PlayerSession {
  return { session: raw.session, modules: raw.modules.map(moduleFromWire) };
}

export type AnswerSlot = Pick<RecordedAnswer, 'module_id' | 'phase' | 'index'>;

export const answerKey = ({ module_id, phase, index }: AnswerSlot): string =>
  `${module_id}|${phase}|${index}`;

/** The session's recorded answers by slot, so a reload shows every answer already given. */
export function answersBySlot(answers: RecordedAnswer[]): Map<string, RecordedAnswer> {
  return new Map(answers.map((a) => [answerKey(a), a]));
}

/** Score so far and the most a session can give, from the answers and the modules. */
export function scoreOf(
  answers: Map<string, RecordedAnswer>,
  modules: Array<ExerciseModule | null>,
): { score: number; max: number; answered: number } {
  let score = 0;
  for (const a of answers.values()) score += a.points;
  const max = modules.reduce((sum, m) => sum + (m ? maxPoints(m.phases) : 0), 0);
  return { score, max, answered: answers.size };
}

/** Only a ready session takes answers; a completed one opens for review, read-only. */
export const acceptsAnswers = (session: ExerciseSession): boolean => session.status === 'ready';
