import type { Executor } from '../db/executor.js';
import { computeStreaks } from '../journal/index.js';
import { liveEntry } from '../journal/index.js';
import { addDays } from './local-time.js';

export interface DigestFigures {
  wordsThisWeek: number;
  streak: number;
  /** Corrections per 100 words of this week's analysed entries; null without any. */
  mistakesPer100: number | null;
  mistakesPer100WeekBefore: number | null;
  dueCards: number;
}

/** Mistakes per 100 words, one decimal; null when no analysed words. */
export function per100(corrections: number, words: number): number | null {
  return words > 0 ? Math.round((corrections / words) * 1000) / 10 : null;
}

/** The week ending on local day `day` (the digest's slot), read at instant `at`. */
export async function digestFigures(
  k: Executor,
  userId: string,
  day: string,
  at: number,
): Promise<DigestFigures> {
  const weekStart = addDays(day, -6);
  const before = { start: addDays(day, -13), end: addDays(day, -7) };
  // Only the two weeks the figures compare are read with their assessments; the streak needs days alone.
  const entries = await k
    .selectFrom('journal_entries')
    .leftJoin('assessments', (j) =>
      j
        .onRef('assessments.journal_entry_id', '=', 'journal_entries.id')
        .on('assessments.status', '=', 'done'),
    )
    .select(['journal_entries.day', 'journal_entries.word_count', 'assessments.data'])
    .where('journal_entries.user_id', '=', userId)
    .where('journal_entries.day', '>=', before.start)
    .where('journal_entries.day', '<=', day)
    .where(liveEntry())
    .execute();
  const writingDays = await k
    .selectFrom('journal_entries')
    .select('day')
    .distinct()
    .where('user_id', '=', userId)
    .where('day', '<=', day)
    .where(liveEntry())
    .orderBy('day')
    .execute();
  let words = 0;
  const mistakes = { now: { c: 0, w: 0 }, before: { c: 0, w: 0 } };
  for (const e of entries) {
    const thisWeek = e.day >= weekStart;
    if (thisWeek) words += e.word_count;
    if (!e.data) continue;
    const bucket = thisWeek ? mistakes.now : mistakes.before;
    bucket.c += correctionsIn(e.data);
    bucket.w += e.word_count;
  }
  const due = await k
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('due', '<=', at)
    .executeTakeFirstOrThrow();
  return {
    wordsThisWeek: words,
    streak: computeStreaks(
      writingDays.map((r) => r.day),
      day,
    ).current,
    mistakesPer100: per100(mistakes.now.c, mistakes.now.w),
    mistakesPer100WeekBefore: per100(mistakes.before.c, mistakes.before.w),
    dueCards: Number(due.n),
  };
}

function correctionsIn(data: string): number {
  try {
    const parsed = JSON.parse(data) as { corrections?: unknown };
    return Array.isArray(parsed.corrections) ? parsed.corrections.length : 0;
  } catch {
    return 0;
  }
}
