import { sql, type Selectable } from 'kysely';
import type {
  CardsTable,
  ConceptAliasesTable,
  ConceptsTable,
  ReviewLogsTable,
} from '../../concepts/index.js';
import type { Executor } from '../../db/executor.js';
import { afterRow, keysetPages } from '../../db/keyset.js';
import { liveEntry } from '../../journal/index.js';
import { betweenPages } from '../export-limits.js';

type K = Executor;

/**
 * Paged reads of one user's data for the streamed exports: keyset pagination on the user's own indexes,
 * so memory holds one page whatever the account's size. Every query is scoped by `userId`.
 */

export interface JournalRow {
  day: string;
  time_zone: string;
  target_language: string | null;
  content: string;
  level: string | null;
}

/** Entries by day (journal_entries_user_day_uq), with the assessment's level when there is one. */
export function journalPages(k: K, userId: string, pageSize = 200): AsyncGenerator<JournalRow[]> {
  return keysetPages(
    (last: JournalRow | undefined, limit) =>
      k
        .selectFrom('journal_entries as je')
        .leftJoin('assessments as a', (j) =>
          j.onRef('a.journal_entry_id', '=', 'je.id').on('a.user_id', '=', userId),
        )
        .select(['je.day', 'je.time_zone', 'je.target_language', 'je.content', 'a.level'])
        .where('je.user_id', '=', userId)
        .where(liveEntry('je'))
        .$if(last !== undefined, (q) => q.where('je.day', '>', last!.day))
        .orderBy('je.day')
        .limit(limit)
        .execute(),
    { pageSize, pause: betweenPages },
  );
}

export type ConceptRow = Selectable<ConceptsTable>;
export type CardRow = Selectable<CardsTable>;
export type LogRow = Selectable<ReviewLogsTable>;
export type AliasRow = Selectable<ConceptAliasesTable>;

export interface DeckPage {
  concepts: ConceptRow[];
  /** The page's concepts' cards (oldest first), by concept id. */
  cards: Map<string, CardRow[]>;
  /** Their review logs oldest first, by card id (only when asked for). */
  logs: Map<string, LogRow[]>;
  /** The concepts' aliases (only when asked for), by concept id. */
  aliases: Map<string, AliasRow[]>;
}

/**
 * The one reader of the deck (concepts → cards → review logs) for every export: concepts in the order
 * of their unique index (user_id, type, target_language, key), each page with its cards and, when asked,
 * their review history and the concepts' aliases.
 */
export async function* deckPages(
  k: K,
  userId: string,
  opts: { withLogs: boolean; withAliases?: boolean; pageSize?: number },
): AsyncGenerator<DeckPage> {
  const pages = keysetPages(
    (last: ConceptRow | undefined, limit) =>
      k
        .selectFrom('concepts')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(last !== undefined, (q) => q.where(afterRow(['type', 'target_language', 'key'], last!)))
        .orderBy('type')
        .orderBy('target_language')
        .orderBy('key')
        .limit(limit)
        .execute(),
    { pageSize: opts.pageSize ?? 200, pause: betweenPages },
  );
  for await (const concepts of pages) {
    const ids = concepts.map((c) => c.id);
    const cardRows = await k
      .selectFrom('cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('concept_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const logRows =
      opts.withLogs && cardRows.length
        ? await k
            .selectFrom('review_logs')
            .selectAll()
            // Scoped to the user, but written so that SQLite (no ANALYZE statistics) looks the page's
            // cards up in review_logs_card_idx instead of scanning all of the user's reviews through
            // (user_id, review) for every page: that made the Anki export quadratic (decision 177).
            .where(sql<string>`${sql.ref('user_id')} || ''`, '=', userId)
            .where(
              'card_id',
              'in',
              cardRows.map((c) => c.id),
            )
            .orderBy('card_id')
            .orderBy('review')
            .orderBy('created_at')
            .orderBy('id')
            .execute()
        : [];
    const aliasRows = opts.withAliases
      ? await k
          .selectFrom('concept_aliases')
          .selectAll()
          .where('user_id', '=', userId)
          .where('concept_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [];
    yield {
      concepts,
      cards: groupBy(cardRows, (c) => c.concept_id),
      logs: groupBy(logRows, (l) => l.card_id),
      aliases: groupBy(aliasRows, (a) => a.concept_id),
    };
  }
}

/** Rows by a key, each list in the rows' order. */
export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}
