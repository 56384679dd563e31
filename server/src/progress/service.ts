import {
  CEFR_LEVELS,
  type CorrectionCategory,
  type ProgressRange,
  type ProgressResponse,
} from '@inkwell/contract';
import type { Db } from '../db/database.js';
import { getProfile } from '../profile/index.js';
import { per100Words } from './figures.js';
import {
  daysBetween,
  daysFrom,
  localMidnight,
  monthsFrom,
  periodOf,
  rangeStart,
  shiftDay,
} from './periods.js';
import * as repo from './repo.js';

/** Recurring mistakes shown, and sentences of each. */
const RECURRING = 10;
const EXAMPLES = 3;

const zoneOrUtc = (zone: string | null | undefined) => {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

function dayAt(ms: number, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(ms))
    .slice(0, 10);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every figure of the Progress page for one learner (issue 24). */
export async function progressOf(
  db: Db,
  userId: string,
  range: ProgressRange,
  requestedZone: string | undefined,
  now: number,
): Promise<ProgressResponse> {
  const k = db.kysely;
  const timeZone = requestedZone ?? zoneOrUtc((await getProfile(db, userId))?.time_zone);
  const today = dayAt(now, timeZone);
  const since = rangeStart(range, today);
  const period = periodOf(range);
  const scope: repo.Scope = { userId, since, period, engine: db.engine };

  const [perPeriod, mistakes, runs, words, heat, streakRuns, vocab, deck, recurring] = await Promise.all([
    repo.figuresByPeriod(k, scope),
    repo.mistakesByPeriod(k, scope),
    repo.assessorRuns(k, scope),
    repo.wordsByPeriod(k, scope),
    repo.writingDays(k, userId, shiftDay(today, -364)),
    repo.writingRuns(k, userId, shiftDay(today, -1)),
    repo.vocabulary(k, scope),
    repo.deck(k, userId),
    repo.recurringMistakes(k, scope, RECURRING),
  ]);

  const categories = new Map<string, Partial<Record<CorrectionCategory, number>>>();
  for (const m of mistakes) {
    const c = categories.get(m.period) ?? {};
    c[m.category as CorrectionCategory] = m.count;
    categories.set(m.period, c);
  }

  // Reviews per local day (a month for all time), counted between the zone's own midnights.
  const firstReviewDay =
    since ?? (vocab.distinct || deck.concepts ? await firstReview(db, userId, timeZone) : null);
  const reviewBuckets = firstReviewDay
    ? (range === 'all' ? monthsFrom(firstReviewDay, today) : daysFrom(firstReviewDay, today)).map(
        (p, i, all) => ({
          period: p,
          lo: localMidnight(p, timeZone),
          hi:
            i + 1 < all.length
              ? localMidnight(all[i + 1]!, timeZone)
              : localMidnight(shiftDay(today, 1), timeZone),
        }),
      )
    : [];
  const [reviews, outcome] = await Promise.all([
    repo.reviewsIn(k, userId, reviewBuckets),
    repo.dueReviewOutcome(k, userId, since ? localMidnight(since, timeZone) : null),
  ]);

  const examples = await repo.mistakeExamples(
    k,
    userId,
    recurring.map((r) => r.mistake_key),
    EXAMPLES,
  );
  const recurringWithExamples = recurring.map((r) => ({
    key: r.mistake_key,
    category: r.category as CorrectionCategory,
    original: r.original,
    corrected: r.corrected,
    entries: r.entries,
    examples: examples.get(r.mistake_key) ?? [],
  }));

  return {
    range,
    time_zone: timeZone,
    today,
    since,
    period,
    assessed_entries: perPeriod.reduce((n, p) => n + p.entries, 0),
    mistakes: perPeriod.map((p) => {
      const by = categories.get(p.period) ?? {};
      const total = Object.values(by).reduce((n, c) => n + c, 0);
      const byCategory: Partial<Record<CorrectionCategory, number>> = {};
      for (const [c, n] of Object.entries(by)) byCategory[c as CorrectionCategory] = per100Words(n, p.words);
      return {
        period: p.period,
        words: p.words,
        per_100_words: per100Words(total, p.words),
        by_category: byCategory,
      };
    }),
    assessor_runs: runs,
    level: perPeriod.map((p) => {
      const level = p.confidenceSum > 0 ? p.rankWeight / p.confidenceSum : p.rankSum / p.entries;
      const confidence = p.confidenceSum / p.entries / 100;
      // The band widens as confidence falls, and always holds the period's own lowest and highest level.
      const spread = 1 - confidence;
      return {
        period: p.period,
        level: round2(level),
        low: round2(Math.max(1, Math.min(p.low, level - spread))),
        high: round2(Math.min(CEFR_LEVELS.length, Math.max(p.high, level + spread))),
        confidence: round2(confidence),
      };
    }),
    words,
    heatmap: heat,
    streak: streakOf(streakRuns, today),
    vocabulary: {
      distinct_words: vocab.distinct,
      new_words: vocab.perMonth,
      concepts_in_deck: deck.concepts,
      mature_concepts: deck.mature,
    },
    reviews: {
      per_day: reviews,
      retention: outcome.due > 0 ? round1((outcome.right / outcome.due) * 100) / 100 : null,
      due_reviews: outcome.due,
    },
    recurring_mistakes: recurringWithExamples,
  };
}

/**
 * The current streak as the journal counts it (decision 030): the run holding today, or yesterday while
 * today is unwritten; days dated ahead of today do not count.
 */
function streakOf(
  runs: { longest: number; recent: { first_day: string; last_day: string } | null },
  today: string,
): { current: number; longest: number } {
  const r = runs.recent;
  if (!r || r.first_day > today) return { current: 0, longest: runs.longest };
  const end = r.last_day >= today ? today : shiftDay(today, -1);
  return { current: daysBetween(r.first_day, end) + 1, longest: runs.longest };
}

async function firstReview(db: Db, userId: string, zone: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('review_logs')
    .select((eb) => eb.fn.min('review').as('first'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.first == null ? null : dayAt(Number(row.first), zone);
}
