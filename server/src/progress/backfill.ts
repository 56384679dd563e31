import { assessmentData } from '@inkwell/contract';
import type { Engine } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { liveEntry } from '../journal/index.js';
import { recordFigures } from './record.js';
import { rebuildSummaryOf } from './summary.js';

/** Assessments read per query: memory stays flat however many a database holds. */
export const BACKFILL_BATCH = 200;

/**
 * Computes the figures of finished assessments of live entries, in (user, day) order so a lemma's first
 * use is its earliest entry: all of them (migration 0023) or one user's (after an import, decision 245).
 * Reads in keyset batches; an assessment whose stored data no longer parses is skipped, not fatal.
 * `firstVersions`: a revised entry counts with its first version (decision 269); migration 0023 runs
 * before the table of versions exists (0031), so it leaves it out.
 */
export async function backfillFigures(
  k: Executor,
  now: number,
  onlyUserId?: string,
  firstVersions = false,
): Promise<number> {
  let after: { user_id: string; day: string; id: string } | null = null;
  let done = 0;
  for (;;) {
    let q = k
      .selectFrom('journal_entries as e')
      .leftJoin('assessments as a', (j) =>
        j
          .onRef('a.journal_entry_id', '=', 'e.id')
          .onRef('a.user_id', '=', 'e.user_id')
          .on('a.status', '=', 'done'),
      )
      .select(['e.user_id', 'e.day', 'e.id', 'e.content', 'e.word_count', 'a.data'])
      // A revised entry counts with its first version (decision 269): its text and that version's assessment.
      .$if(firstVersions, (qb) =>
        qb
          .leftJoin('entry_versions as v', (j) =>
            j
              .onRef('v.journal_entry_id', '=', 'e.id')
              .onRef('v.user_id', '=', 'e.user_id')
              .on('v.number', '=', 1),
          )
          .select([
            'v.content as first_content',
            'v.word_count as first_word_count',
            'v.assessment as first_assessment',
          ])
          .where((eb) =>
            eb.or([
              eb('v.assessment', 'is not', null),
              eb.and([eb('v.id', 'is', null), eb('a.data', 'is not', null)]),
            ]),
          ),
      )
      .$if(!firstVersions, (qb) => qb.where('a.data', 'is not', null))
      .where(liveEntry('e'));
    if (onlyUserId) q = q.where('e.user_id', '=', onlyUserId);
    if (after) {
      const { user_id, day, id } = after;
      q = q.where((eb) =>
        eb.or([
          eb('e.user_id', '>', user_id),
          eb.and([eb('e.user_id', '=', user_id), eb('e.day', '>', day)]),
          eb.and([eb('e.user_id', '=', user_id), eb('e.day', '=', day), eb('e.id', '>', id)]),
        ]),
      );
    }
    const rows = await q
      .orderBy('e.user_id')
      .orderBy('e.day')
      .orderBy('e.id')
      .limit(BACKFILL_BATCH)
      .execute();
    for (const r of rows) {
      const first =
        r.first_content !== null && r.first_content !== undefined
          ? {
              ...r,
              content: r.first_content,
              word_count: r.first_word_count ?? 0,
              data: r.first_assessment ?? null,
            }
          : r;
      const parsed = assessmentData.safeParse(safeJson(first.data));
      if (!parsed.success) continue;
      await recordFigures(k, r.user_id, first, parsed.data, now, false);
      done++;
    }
    if (rows.length < BACKFILL_BATCH) return done;
    const last = rows[rows.length - 1]!;
    after = { user_id: last.user_id, day: last.day, id: last.id };
  }
}

function safeJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One user's figures computed afresh from their assessments (after an import: derived data is never
 * exported, decision 245). Lemmas start over so each one's first use is its earliest entry; the stored
 * runs and counts (decision 263) are rebuilt from the result.
 */
export async function recomputeFiguresOf(
  k: Executor,
  engine: Engine,
  userId: string,
  now: number,
): Promise<number> {
  await k.deleteFrom('user_lemmas').where('user_id', '=', userId).execute();
  const done = await backfillFigures(k, now, userId, true);
  await rebuildSummaryOf(k, engine, userId);
  return done;
}
