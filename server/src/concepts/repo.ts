import { compiledOnce } from '../db/compiled-once.js';
import { sql, type Insertable, type QueryCreator, type Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { inTransaction, onPostgres, type Executor } from '../db/executor.js';
import type { SrsLog, SrsState } from './srs.js';
import type { CardsTable, ConceptsTable, ReviewSource } from './tables.js';

// Every query of concepts, cards and review logs; each one is scoped by the caller's user id.

export type ConceptRow = Selectable<ConceptsTable>;
export type CardRow = Selectable<CardsTable>;

export async function insertConceptIfAbsent(k: Executor, row: ConceptRow): Promise<boolean> {
  const inserted = await k
    .insertInto('concepts')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

export function findConcept(k: Executor, userId: string, id: string): Promise<ConceptRow | undefined> {
  return k
    .selectFrom('concepts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findConceptByKey(
  k: Executor,
  userId: string,
  type: ConceptRow['type'],
  targetLanguage: string,
  key: string,
): Promise<ConceptRow | undefined> {
  return k
    .selectFrom('concepts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('target_language', '=', targetLanguage)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The concept an id names: its own id, or an alias recorded when the same word was discovered again. */
export async function findConceptOrAlias(
  k: Executor,
  userId: string,
  id: string,
): Promise<ConceptRow | undefined> {
  const direct = await findConcept(k, userId, id);
  if (direct) return direct;
  const alias = await k
    .selectFrom('concept_aliases')
    .select('concept_id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return alias ? findConcept(k, userId, alias.concept_id) : undefined;
}

export async function insertAliasIfAbsent(
  k: Executor,
  row: { id: string; user_id: string; concept_id: string; created_at: number },
): Promise<void> {
  await k
    .insertInto('concept_aliases')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function updateConcept(
  k: Executor,
  userId: string,
  id: string,
  patch: Partial<Omit<ConceptRow, 'id' | 'user_id'>>,
): Promise<void> {
  await k.updateTable('concepts').set(patch).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Gives a concept a meaning only when it has none: a dictionary's never replaces the learner's own. */
export async function fillMeaningIfEmpty(
  k: Executor,
  userId: string,
  id: string,
  meaning: string,
  now: number,
): Promise<void> {
  await k
    .updateTable('concepts')
    .set({ english_translation: meaning, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('english_translation', 'is', null), eb('english_translation', '=', '')]))
    .execute();
}

/** Inserts the cards a concept does not have yet; answers the types of the new ones. */
export async function insertCardsIfAbsent(k: Executor, rows: CardRow[]): Promise<CardRow['card_type'][]> {
  if (rows.length === 0) return [];
  const inserted = await k
    .insertInto('cards')
    .values(rows)
    .onConflict((oc) => oc.columns(['concept_id', 'card_type']).doNothing())
    .returning('card_type')
    .execute();
  return inserted.map((r) => r.card_type);
}

export async function deleteConcept(k: Executor, userId: string, id: string): Promise<boolean> {
  // Cards, their review logs and aliases go with it (ON DELETE CASCADE).
  const deleted = await k
    .deleteFrom('concepts')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .execute();
  return deleted.length > 0;
}

/** Per concept: its card counts per state, total reviews and last review. */
export interface DeckConceptRow extends ConceptRow {
  n_new: number;
  n_learning: number;
  n_review: number;
  n_relearning: number;
  total_reviews: number;
  last_reviewed_at: number | null;
}

const countState = (state: number) =>
  sql<number>`sum(case when cards.state = ${sql.lit(state)} then 1 else 0 end)`;

/** The caller's concepts that have cards ("in the deck"), newest first. */
export async function listDeckConcepts(
  k: Executor,
  userId: string,
  type: ConceptRow['type'] | null,
  limit: number | null,
): Promise<DeckConceptRow[]> {
  let q = k
    .selectFrom('concepts')
    .innerJoin('cards', 'cards.concept_id', 'concepts.id')
    .selectAll('concepts')
    .select([
      countState(0).as('n_new'),
      countState(1).as('n_learning'),
      countState(2).as('n_review'),
      countState(3).as('n_relearning'),
      sql<number>`sum(cards.reps)`.as('total_reviews'),
      sql<number | null>`max(cards.last_review)`.as('last_reviewed_at'),
    ])
    .where('concepts.user_id', '=', userId)
    .where('cards.user_id', '=', userId)
    .groupBy('concepts.id')
    .orderBy('concepts.created_at', 'desc')
    .orderBy('concepts.id');
  if (type) q = q.where('concepts.type', '=', type);
  if (limit !== null) q = q.limit(limit);
  const rows = await q.execute();
  // PostgreSQL's sum() of integers is numeric/bigint; make every figure a plain number.
  return rows.map((r) => ({
    ...r,
    n_new: Number(r.n_new),
    n_learning: Number(r.n_learning),
    n_review: Number(r.n_review),
    n_relearning: Number(r.n_relearning),
    total_reviews: Number(r.total_reviews),
    last_reviewed_at: r.last_reviewed_at === null ? null : Number(r.last_reviewed_at),
  }));
}

/** The concept fields a card's faces are drawn from. */
export const FACE_FIELDS = [
  'type',
  'key',
  'target_language',
  'word',
  'english_translation',
  'romanization',
  'pos',
  'example_sentences',
  'title',
  'description',
  'examples',
  'context',
  'justification',
  'correction_type',
] as const;
export type FaceSource = Pick<ConceptRow, (typeof FACE_FIELDS)[number]>;
export type DueCardRow = CardRow & { concept: FaceSource };
export type ConceptKind = ConceptRow['type'];

/**
 * The review queue's rows: the caller's cards due at `now`, soonest first, with their concepts' face
 * fields. One join driven by cards_user_due_idx (user_id, due, id), so its cost follows the limit, not
 * the deck. With a concept id: all of that concept's cards, due or not (Practice on one item).
 */
function dueCardsPage(
  k: QueryCreator<Database>,
  userId: string,
  now: number,
  limit: number,
  conceptId?: string,
  kind?: ConceptKind,
) {
  let q = k
    .selectFrom('cards')
    .innerJoin('concepts', 'concepts.id', 'cards.concept_id')
    .selectAll('cards')
    .select(FACE_FIELDS.map((f) => `concepts.${f} as concept_${f}` as const))
    .where('cards.user_id', '=', userId)
    .where('concepts.user_id', '=', userId);
  q = conceptId ? q.where('cards.concept_id', '=', conceptId) : q.where('cards.due', '<=', now);
  if (kind) q = q.where('concepts.type', '=', kind);
  return q.orderBy('cards.due').orderBy('cards.id').limit(limit);
}

/** A page row split into the card and its concept's face fields (`concept_<field>`). */
function dueCardRow(row: Record<string, unknown>): DueCardRow {
  const card: Record<string, unknown> = {};
  const concept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name.startsWith('concept_') && name !== 'concept_id') concept[name.slice('concept_'.length)] = value;
    else card[name] = value;
  }
  return { ...(card as CardRow), concept: concept as FaceSource };
}

/** The review queue (see dueCardsPage), at most `limit` cards. */
export async function listDueCards(
  k: Executor,
  userId: string,
  now: number,
  limit: number,
  conceptId?: string,
  kind?: ConceptKind,
): Promise<DueCardRow[]> {
  const rows = await dueCardsPage(k, userId, now, limit, conceptId, kind).execute();
  return rows.map(dueCardRow);
}

/**
 * How many of the caller's cards are due, counted up to `cap` (decision 063): a bounded index range,
 * so a backlog of thousands costs no more than a thousand.
 */
function dueCount(k: QueryCreator<Database>, userId: string, now: number, cap: number, kind?: ConceptKind) {
  let due = k
    .selectFrom('cards')
    .select('cards.id')
    .where('cards.user_id', '=', userId)
    .where('cards.due', '<=', now);
  // One deck's count: the concept's type decides (decision 142); the cap still bounds the range read.
  if (kind)
    due = due
      .innerJoin('concepts', 'concepts.id', 'cards.concept_id')
      .where('concepts.user_id', '=', userId)
      .where('concepts.type', '=', kind);
  return k.selectFrom(due.limit(cap).as('due')).select((eb) => eb.fn.countAll<number>().as('n'));
}

/** The capped due count alone (bench/concepts.ts measures it apart from the page). */
export async function countDueCards(
  k: Executor,
  userId: string,
  now: number,
  cap: number,
  kind?: ConceptKind,
): Promise<number> {
  return Number((await dueCount(k, userId, now, cap, kind).executeTakeFirstOrThrow()).n);
}

/**
 * The review queue's page and its capped due count in one statement (decision 319): the count's single
 * row left-joined with the page, so an empty page still brings the count (a row of nulls). Under load a
 * request's time is one pool wait per statement; both parts are uncorrelated subqueries, each read once.
 */
export async function dueQueuePage(
  k: Executor,
  userId: string,
  now: number,
  limit: number,
  cap: number,
  conceptId?: string,
  kind?: ConceptKind,
): Promise<{ cards: DueCardRow[]; dueCount: number }> {
  // As the builders test them: an empty id or kind adds no filter.
  const { rows } = await dueQueueStatement(
    k,
    '',
    userId,
    now,
    limit,
    cap,
    conceptId || undefined,
    kind || undefined,
  );
  const cards = rows.flatMap(({ queue_due_count: _, ...row }) => (row.id === null ? [] : [dueCardRow(row)]));
  return { cards, dueCount: Number(rows[0]?.queue_due_count ?? 0) };
}

// Compiled once per form (decision 325): GET due of the mix builds the largest statement it reads with.
const dueQueueStatement = compiledOnce(
  (
    k,
    _: '',
    userId: string,
    now: number,
    limit: number,
    cap: number,
    conceptId: string | undefined,
    kind: ConceptKind | undefined,
  ) =>
    k
      .selectFrom(dueCount(k, userId, now, cap, kind).as('c'))
      .leftJoin(dueCardsPage(k, userId, now, limit, conceptId, kind).as('p'), (join) => join.onTrue())
      .selectAll('p')
      .select('c.n as queue_due_count')
      .orderBy('p.due')
      .orderBy('p.id'),
);

export async function findCard(k: Executor, userId: string, cardId: string): Promise<CardRow | undefined> {
  return (await cardById(k, '', userId, cardId)).rows[0];
}

// Compiled once (decision 325): the card read of every review.
const cardById = compiledOnce((k, _: '', userId: string, cardId: string) =>
  k.selectFrom('cards').selectAll().where('user_id', '=', userId).where('id', '=', cardId),
);

/**
 * PostgreSQL: the card's compare-and-set update and its log inserted from the update's RETURNING, one
 * statement. `fields` names the card's fields, then the log's columns ("a,b|c,d"); `values` follow in
 * that order. The parameters of INSERT … SELECT take the target columns' types.
 */
const reviewSaved = compiledOnce(
  (
    k,
    fields: string,
    userId: string,
    cardId: string,
    repsBefore: number,
    now: number,
    ...values: unknown[]
  ) => {
    const [cardFields, columns] = fields.split('|').map((part) => part.split(',')) as [
      (keyof SrsState)[],
      (keyof ReviewLogRow)[],
    ];
    const card = Object.fromEntries(cardFields.map((f, i) => [f, values[i]])) as unknown as SrsState;
    const logValues = values.slice(cardFields.length);
    return k
      .with('rated', (db) => cardRated(db, userId, cardId, repsBefore, card, now).returning('id'))
      .insertInto('review_logs')
      .columns(columns)
      .expression((eb) => eb.selectFrom('rated').select(columns.map((c, i) => sql.val(logValues[i]).as(c))))
      .returning('id');
  },
);
type ReviewLogRow = Insertable<Database['review_logs']>;

/** The card's new state, only while it still has the review count it was rated from. */
const cardRated = (
  db: QueryCreator<Database>,
  userId: string,
  cardId: string,
  repsBefore: number,
  card: SrsState,
  now: number,
) =>
  db
    .updateTable('cards')
    .set({ ...card, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', cardId)
    .where('reps', '=', repsBefore);

/**
 * Saves a rated card and its review log together. The update only applies while the card still has the
 * review count it was rated from, so two answers racing on one card cannot both count: false for the loser.
 * On PostgreSQL both are one statement (the log is inserted from the update's RETURNING): no transaction
 * held open across round trips on the busiest write of a review session (decision 311).
 */
export async function saveReview(
  k: Executor,
  userId: string,
  cardId: string,
  repsBefore: number,
  card: SrsState,
  log: SrsLog & { id: string },
  now: number,
  from: { source: ReviewSource; journal_entry_id: string | null } = {
    source: 'review',
    journal_entry_id: null,
  },
): Promise<boolean> {
  const logRow = { ...log, ...from, user_id: userId, card_id: cardId, created_at: now };
  if (onPostgres(k)) {
    // Compiled once per set of card and log fields (always the same ones: FSRS's; decision 325).
    const cardFields = Object.keys(card) as (keyof SrsState)[];
    const columns = Object.keys(logRow) as (keyof typeof logRow)[];
    const { rows } = await reviewSaved(
      k,
      `${cardFields.join(',')}|${columns.join(',')}`,
      userId,
      cardId,
      repsBefore,
      now,
      ...cardFields.map((f) => card[f]),
      ...columns.map((c) => logRow[c]),
    );
    return rows.length > 0;
  }
  return inTransaction(k, async (tx) => {
    const updated = await cardRated(tx, userId, cardId, repsBefore, card, now).returning('id').execute();
    if (updated.length === 0) return false;
    await tx.insertInto('review_logs').values(logRow).execute();
    return true;
  });
}

/** A due vocabulary card with its word: what "Use your due words" picks from. */
export type DueVocabRow = CardRow & { word: string; english_translation: string | null };

/**
 * The caller's vocabulary cards in `language` due at `now` that were reviewed before (a new card is
 * not yet a word to use), soonest first, at most `limit`; through cards_user_due_idx.
 */
export function listDueVocab(
  k: Executor,
  userId: string,
  language: string,
  now: number,
  limit: number,
): Promise<DueVocabRow[]> {
  return k
    .selectFrom('cards')
    .innerJoin('concepts', 'concepts.id', 'cards.concept_id')
    .selectAll('cards')
    .select(['concepts.english_translation'])
    .select((eb) => eb.fn.coalesce('concepts.word', 'concepts.key').as('word'))
    .where('cards.user_id', '=', userId)
    .where('concepts.user_id', '=', userId)
    .where('cards.due', '<=', now)
    .where('cards.state', '!=', 0)
    .where('concepts.type', '=', 'vocab')
    .where('concepts.target_language', '=', language)
    .orderBy('cards.due')
    .orderBy('cards.id')
    .limit(limit)
    .execute() as Promise<DueVocabRow[]>;
}

/** Whether an entry's analysis already reviewed cards (a re-analysis must not review them twice). */
export async function hasWritingReviews(k: Executor, userId: string, entryId: string): Promise<boolean> {
  const row = await k
    .selectFrom('review_logs')
    .select('id')
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .where('source', '=', 'writing')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The reviews an entry's analysis gave, with each card's word and its due date now. */
export function listWritingReviews(k: Executor, userId: string, entryId: string) {
  return k
    .selectFrom('review_logs')
    .innerJoin('cards', 'cards.id', 'review_logs.card_id')
    .innerJoin('concepts', 'concepts.id', 'cards.concept_id')
    .select(['review_logs.card_id', 'cards.concept_id', 'review_logs.rating', 'review_logs.created_at'])
    .select(['cards.due as next_due'])
    .select((eb) => eb.fn.coalesce('concepts.word', 'concepts.key').as('word'))
    .where('review_logs.user_id', '=', userId)
    .where('cards.user_id', '=', userId)
    .where('concepts.user_id', '=', userId)
    .where('review_logs.journal_entry_id', '=', entryId)
    .where('review_logs.source', '=', 'writing')
    .orderBy('review_logs.created_at')
    .orderBy('concepts.key')
    .execute();
}
