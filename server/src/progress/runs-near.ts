import { shiftDay } from './periods.js';

export interface Run {
  first_day: string;
  last_day: string;
}

/**
 * Of a learner's runs of writing days (never overlapping, never touching), the one holding `day`, the one
 * ending the day before and the one starting the day after, found among `runs`.
 */
export function runsNear<R extends Run>(
  runs: readonly R[],
  day: string,
): { holding?: R | undefined; before?: R | undefined; after?: R | undefined } {
  const yesterday = shiftDay(day, -1);
  const tomorrow = shiftDay(day, 1);
  return {
    holding: runs.find((r) => r.first_day <= day && r.last_day >= day),
    before: runs.find((r) => r.last_day === yesterday),
    after: runs.find((r) => r.first_day === tomorrow),
  };
}
