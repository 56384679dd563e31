import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';

/** Exports (any format) one account may start per hour: each reads the whole account (issue 21). */
export const EXPORTS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/** Counts an export of `userId`; past EXPORTS_PER_HOUR a 429 saying when to try again. */
export async function countExport(deps: Pick<Deps, 'rateCounter' | 'now'>, userId: string): Promise<void> {
  const { count, resetAt } = await deps.rateCounter.hit(`user:export:${userId}`, HOUR_MS);
  if (count > EXPORTS_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((resetAt - deps.now()) / 1000));
    throw new HttpError(
      429,
      `Too many exports: at most ${EXPORTS_PER_HOUR} an hour; try again in ${Math.ceil(seconds / 60)} minutes`,
      { 'retry-after': String(seconds) },
    );
  }
}

/**
 * Lets other requests run between two pages of an export. On SQLite every query answers synchronously,
 * so a loop of awaited pages never gave the event loop back: a large account's export held every other
 * user for seconds (issue 21).
 */
export const betweenPages = (): Promise<void> => nextTurn();
