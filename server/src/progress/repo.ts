import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { liveEntry } from '../journal/index.js';

// The Progress page's aggregates: each one a grouped query over (user_id, day)-indexed rows, joined to the
// live entry so deleted entries never count. Nothing here reads an entry's text.

/** The SQL of a 'YYYY-MM-DD' column's period start (ISO week's Monday, or the month's 1st). */
export function periodSql(engine: Engine, column: string, period: 'week' | 'month'): RawBuilder<string> {
  const c = sql.ref(column);
  if (period === 'month') return sql<string>`(substr(${c}, 1, 7) || '-01')`;
  return engine === 'sqlite'
    ? sql<string>`date(${c}, '-' || ((cast(strftime('%w', ${c}) as integer) + 6) % 7) || ' days')`
    : sql<string>`to_char(date_trunc('week', cast(${c} as date)), 'YYYY-MM-DD')`;
}

export interface Scope {
  userId: string;
  since: string | null;
  period: 'week' | 'month';
  engine: Engine;
}

const num = (v: unknown) => Number(v ?? 0);

function figures(k: Executor, s: Scope) {
  let q = k
    .selectFrom('assessment_figures as f')
    .innerJoin('journal_entries as e', 'e.id', 'f.journal_entry_id')
    .where('f.user_id', '=', s.userId)
    .where(liveEntry('e'));
  if (s.since) q = q.where('f.day', '>=', s.since);
  return q;
}

/** Per period: assessed words and entries, and the confidence-weighted level. */
export async function figuresByPeriod(k: Executor, s: Scope) {
  const period = periodSql(s.engine, 'f.day', s.period);
  const rows = await figures(k, s)
    .select([
      period.as('period'),
      sql<number>`sum(f.words)`.as('words'),
      sql<number>`count(*)`.as('entries'),
      sql<number>`sum(f.level_rank * f.confidence)`.as('rank_weight'),
      sql<number>`sum(f.confidence)`.as('confidence_sum'),
      sql<number>`sum(f.level_rank)`.as('rank_sum'),
      sql<number>`min(f.level_rank)`.as('low'),
      sql<number>`max(f.level_rank)`.as('high'),
    ])
    .groupBy(period)
    .orderBy(period)
    .execute();
  return rows.map((r) => ({
    period: r.period,
    words: num(r.words),
    entries: num(r.entries),
    rankWeight: num(r.rank_weight),
    confidenceSum: num(r.confidence_sum),
    rankSum: num(r.rank_sum),
    low: num(r.low),
    high: num(r.high),
  }));
}

/** Per period and category: how many corrections. */
export async function mistakesByPeriod(k: Executor, s: Scope) {
  const period = periodSql(s.engine, 'm.day', s.period);
  let q = k
    .selectFrom('assessment_mistakes as m')
    .innerJoin('journal_entries as e', 'e.id', 'm.journal_entry_id')
    .where('m.user_id', '=', s.userId)
    .where(liveEntry('e'));
  if (s.since) q = q.where('m.day', '>=', s.since);
  const rows = await q
    .select([period.as('period'), 'm.category', sql<number>`count(*)`.as('n')])
    .groupBy([period, 'm.category'])
    .execute();
  return rows.map((r) => ({ period: r.period, category: r.category, count: num(r.n) }));
}

/** Each assessor and model with the first and last day it assessed in the range, in order. */
export async function assessorRuns(k: Executor, s: Scope) {
  const rows = await figures(k, s)
    .select([
      'f.assessor',
      'f.model',
      sql<string>`min(f.day)`.as('first_day'),
      sql<string>`max(f.day)`.as('last_day'),
    ])
    .groupBy(['f.assessor', 'f.model'])
    .orderBy(sql`min(f.day)`)
    .execute();
  return rows.map((r) => ({
    assessor: r.assessor,
    model: r.model,
    first_day: r.first_day,
    last_day: r.last_day,
  }));
}

function liveEntries(k: Executor, userId: string) {
  return k.selectFrom('journal_entries').where('user_id', '=', userId).where(liveEntry());
}

/** Words written per period (every entry, assessed or not). */
export async function wordsByPeriod(k: Executor, s: Scope) {
  const period = periodSql(s.engine, 'day', s.period);
  let q = liveEntries(k, s.userId);
  if (s.since) q = q.where('day', '>=', s.since);
  const rows = await q
    .select([period.as('period'), sql<number>`sum(word_count)`.as('n')])
    .groupBy(period)
    .orderBy(period)
    .execute();
  return rows.map((r) => ({ period: r.period, count: num(r.n) }));
}

/** Writing days from `since` on, with their words (one entry per day at most). */
export async function writingDays(k: Executor, userId: string, since: string) {
  const rows = await liveEntries(k, userId)
    .select(['day', 'word_count'])
    .where('day', '>=', since)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, words: num(r.word_count) }));
}

/**
 * The stored runs of consecutive writing days (decision 263): the longest, and the one reaching
 * `yesterday` or later, if any. Two indexed look-ups however long the journal.
 */
export async function writingRuns(k: Executor, userId: string, yesterday: string) {
  const longest = await k
    .selectFrom('writing_runs')
    .select('days')
    .where('user_id', '=', userId)
    .orderBy('days', 'desc')
    .limit(1)
    .executeTakeFirst();
  const recent = await k
    .selectFrom('writing_runs')
    .select(['first_day', 'last_day'])
    .where('user_id', '=', userId)
    .where('last_day', '>=', yesterday)
    .orderBy('last_day')
    .limit(1)
    .executeTakeFirst();
  return { longest: num(longest?.days), recent: recent ?? null };
}

/** Distinct word forms whose first use is in a live entry, and how many were new per month. */
export async function vocabulary(k: Executor, s: Scope) {
  const base = () =>
    k
      .selectFrom('user_lemmas as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.first_entry_id')
      .where('l.user_id', '=', s.userId)
      .where(liveEntry('e'));
  // The stored count (decision 263): counting the lemmas grew with the journal.
  const total = await k
    .selectFrom('progress_counters')
    .select('distinct_words as n')
    .where('user_id', '=', s.userId)
    .executeTakeFirst();
  const month = periodSql(s.engine, 'l.first_day', 'month');
  let perMonth = base();
  if (s.since) perMonth = perMonth.where('l.first_day', '>=', s.since);
  const rows = await perMonth
    .select([month.as('period'), sql<number>`count(*)`.as('n')])
    .groupBy(month)
    .orderBy(month)
    .execute();
  return { distinct: num(total?.n), perMonth: rows.map((r) => ({ period: r.period, count: num(r.n) })) };
}

/** Days an FSRS card must be scheduled ahead to count as mature (Anki's convention). */
export const MATURE_DAYS = 21;

/** Concepts with a card, and those with a card in review scheduled at least MATURE_DAYS ahead. */
export async function deck(k: Executor, userId: string) {
  const row = await k
    .selectFrom('cards')
    .where('user_id', '=', userId)
    .select([
      sql<number>`count(distinct concept_id)`.as('concepts'),
      sql<number>`count(distinct case when state = 2 and scheduled_days >= ${MATURE_DAYS} then concept_id end)`.as(
        'mature',
      ),
    ])
    .executeTakeFirst();
  return { concepts: num(row?.concepts), mature: num(row?.mature) };
}

/** Reviews per bucket [lo, hi) of epoch ms: buckets are the learner's local days (or months). */
export async function reviewsIn(
  k: Executor,
  userId: string,
  buckets: readonly { period: string; lo: number; hi: number }[],
) {
  if (buckets.length === 0) return [];
  const values = sql.join(
    buckets.map((b) => sql`(${b.period}, cast(${b.lo} as bigint), cast(${b.hi} as bigint))`),
  );
  const rows = await sql<{ period: string; n: number }>`
    with b(period, lo, hi) as (values ${values})
    select b.period as period, count(*) as n from b
    join review_logs r on r.user_id = ${userId} and r.review >= b.lo and r.review < b.hi
    group by b.period order by b.period`.execute(k);
  return rows.rows.map((r) => ({ period: r.period, count: num(r.n) }));
}

/** Reviews of cards that were due in review (FSRS state 2) since `fromMs`, and those not answered "again". */
export async function dueReviewOutcome(k: Executor, userId: string, fromMs: number | null) {
  let q = k.selectFrom('review_logs').where('user_id', '=', userId).where('state', '=', 2);
  if (fromMs !== null) q = q.where('review', '>=', fromMs);
  const row = await q
    .select([
      sql<number>`count(*)`.as('due'),
      sql<number>`sum(case when rating > 1 then 1 else 0 end)`.as('right'),
    ])
    .executeTakeFirst();
  return { due: num(row?.due), right: num(row?.right) };
}

/** The same mistake in two or more live entries, most entries first. */
export async function recurringMistakes(k: Executor, s: Scope, limit: number) {
  let q = k
    .selectFrom('assessment_mistakes as m')
    .innerJoin('journal_entries as e', 'e.id', 'm.journal_entry_id')
    .where('m.user_id', '=', s.userId)
    .where(liveEntry('e'));
  if (s.since) q = q.where('m.day', '>=', s.since);
  const rows = await q
    .select([
      'm.mistake_key',
      sql<string>`max(m.category)`.as('category'),
      sql<string>`max(m.original)`.as('original'),
      sql<string>`max(m.corrected)`.as('corrected'),
      sql<number>`count(distinct m.journal_entry_id)`.as('entries'),
    ])
    .groupBy('m.mistake_key')
    .having(sql<number>`count(distinct m.journal_entry_id)`, '>=', 2)
    .orderBy(sql`count(distinct m.journal_entry_id)`, 'desc')
    .orderBy('m.mistake_key')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, entries: num(r.entries) }));
}

/**
 * The newest sentences holding each mistake, from live entries: one statement for all the keys (a
 * round trip per key added up under load), each part an index walk on (user, key, day) that stops at
 * `limit`.
 */
export async function mistakeExamples(k: Executor, userId: string, keys: readonly string[], limit: number) {
  if (keys.length === 0) return new Map<string, { day: string; context: string }[]>();
  const parts = keys.map(
    (key, i) => sql`select * from (
      select m.mistake_key, m.day, m.context from assessment_mistakes m
      join journal_entries e on e.id = m.journal_entry_id
      where m.user_id = ${userId} and m.mistake_key = ${key} and ${liveEntry('e')}
      order by m.day desc limit ${limit}) ${sql.raw(`k${i}`)}`,
  );
  const rows = await sql<{ mistake_key: string; day: string; context: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(k);
  const out = new Map<string, { day: string; context: string }[]>();
  for (const r of rows.rows) {
    const list = out.get(r.mistake_key) ?? [];
    list.push({ day: r.day, context: r.context });
    out.set(r.mistake_key, list);
  }
  // Union order is not guaranteed: newest first within each key.
  for (const list of out.values()) list.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  return out;
}

/**
 * A recurring mistake's corrections a session may teach, newest first: from live entries, never a flag
 * (its fix equals the original) nor a correction the learner rejected.
 */
export async function practisableMistakes(k: Executor, userId: string, key: string, limit: number) {
  return k
    .selectFrom('assessment_mistakes as m')
    .innerJoin('journal_entries as e', 'e.id', 'm.journal_entry_id')
    .leftJoin('correction_states as s', (j) =>
      j
        .onRef('s.journal_entry_id', '=', 'm.journal_entry_id')
        .onRef('s.correction_id', '=', 'm.correction_id')
        .onRef('s.user_id', '=', 'm.user_id'),
    )
    .select([
      'm.journal_entry_id',
      'm.correction_id',
      'm.category',
      'm.original',
      'm.corrected',
      'm.context',
      'e.target_language',
    ])
    .where('m.user_id', '=', userId)
    .where('m.mistake_key', '=', key)
    .where(liveEntry('e'))
    .whereRef('m.original', '!=', 'm.corrected')
    .where((eb) => eb.or([eb('s.rejected', 'is', null), eb('s.rejected', '=', 0)]))
    .orderBy('m.day', 'desc')
    .orderBy('m.correction_id')
    .limit(limit)
    .execute();
}
