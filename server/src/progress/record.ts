import type { AssessmentData } from '@inkwell/contract';
import type { Executor } from '../db/executor.js';
import { liveEntry } from '../journal/index.js';
import { figuresOf, newLemmasOf } from './figures.js';
import { addDistinctWords } from './summary.js';

/** Rows per statement: well under both engines' parameter limits. */
const CHUNK = 400;

export interface AssessedEntry {
  id: string;
  day: string;
  content: string;
  word_count: number;
}

/**
 * Stores an assessment's figures, inside the caller's transaction (the one that stores the result).
 * Replaces any earlier figures of the entry, so running it twice changes nothing.
 */
export async function recordFigures(
  trx: Executor,
  userId: string,
  entry: AssessedEntry,
  data: AssessmentData,
  now: number,
  /** False from a backfill, whose caller rebuilds the stored counts afterwards (summary.ts). */
  countWords = true,
): Promise<void> {
  const f = figuresOf({ content: entry.content, wordCount: entry.word_count, data });
  await deleteFiguresOf(trx, userId, entry.id);
  const known = new Set<string>();
  for (let i = 0; i < f.lemmas.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('user_lemmas')
      .select('lemma')
      .where('user_id', '=', userId)
      .where('language', '=', data.language)
      // Figures computed again: the entry's own first uses are still new in it.
      .where('first_entry_id', '!=', entry.id)
      .where('lemma', 'in', f.lemmas.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) known.add(r.lemma);
  }
  const fresh = newLemmasOf(f.lemmas, known);
  let added = 0;
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const result = await trx
      .insertInto('user_lemmas')
      .values(
        fresh.slice(i, i + CHUNK).map((lemma) => ({
          user_id: userId,
          language: data.language,
          lemma,
          first_entry_id: entry.id,
          first_day: entry.day,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // The stored count holds first uses in live entries only (an import's hidden rows count on showing).
  if (countWords && added > 0 && (await isLive(trx, userId, entry.id)))
    await addDistinctWords(trx, userId, added);
  await trx
    .insertInto('assessment_figures')
    .values({
      journal_entry_id: entry.id,
      user_id: userId,
      day: entry.day,
      words: f.words,
      mistakes: f.mistakes,
      level_rank: f.levelRank,
      confidence: f.confidence,
      assessor: f.assessor,
      model: f.model,
      lemmas: f.lemmas.length,
      new_lemmas: fresh.length,
      created_at: now,
    })
    .execute();
  // One row per correction id (a model could repeat one).
  const mistakes = [...new Map(f.corrections.map((c) => [c.correctionId, c])).values()];
  for (let i = 0; i < mistakes.length; i += CHUNK) {
    await trx
      .insertInto('assessment_mistakes')
      .values(
        mistakes.slice(i, i + CHUNK).map((c) => ({
          journal_entry_id: entry.id,
          correction_id: c.correctionId,
          user_id: userId,
          day: entry.day,
          category: c.category,
          mistake_key: c.key,
          original: c.original,
          corrected: c.corrected,
          context: c.context,
        })),
      )
      .execute();
  }
}

/** An entry's figures and mistakes (its lemmas stay: they were used, and later entries count on them). */
export async function deleteFiguresOf(trx: Executor, userId: string, entryId: string): Promise<void> {
  for (const t of ['assessment_figures', 'assessment_mistakes'] as const) {
    await trx.deleteFrom(t).where('user_id', '=', userId).where('journal_entry_id', '=', entryId).execute();
  }
}

const isLive = async (trx: Executor, userId: string, entryId: string) =>
  (await trx
    .selectFrom('journal_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', entryId)
    .where(liveEntry())
    .executeTakeFirst()) !== undefined;
