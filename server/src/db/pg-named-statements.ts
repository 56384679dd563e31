import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL statements prepared once per connection (decision 316). Kysely sends every query as an
 * unnamed statement, so PostgreSQL parses, analyses and plans it on every call; for the short queries of
 * a request that costs as much as executing them. A text seen often enough runs as a named statement
 * instead: pg parses it once per connection and afterwards only binds and executes, and PostgreSQL may
 * switch to a cached generic plan.
 */
export interface NamingOptions {
  /** Uses of a text in this process before it gets a name; one-off texts (IN lists) stay unnamed. */
  after?: number;
  /** Names handed out per pool at most; every connection may end up holding all of them. */
  maxNames?: number;
  /** Texts counted while below `after`; the oldest count is dropped beyond it. */
  maxTracked?: number;
}

/** Which texts run named, and under which name. One instance per pool: its connections share the names. */
export class StatementNames {
  readonly #after: number;
  readonly #maxNames: number;
  readonly #maxTracked: number;
  readonly #uses = new Map<string, number>();
  readonly #names = new Map<string, string>();
  #issued = 0;

  constructor(opts: NamingOptions = {}) {
    this.#after = opts.after ?? 3;
    this.#maxNames = opts.maxNames ?? 200;
    this.#maxTracked = opts.maxTracked ?? 2000;
  }

  /** The name to run this text under, or undefined to send it unnamed as before. */
  nameFor(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || this.#issued >= this.#maxNames) return name;
    const uses = (this.#uses.get(text) ?? 0) + 1;
    if (uses < this.#after) {
      if (!this.#uses.has(text) && this.#uses.size >= this.#maxTracked)
        this.#uses.delete(this.#uses.keys().next().value!);
      this.#uses.set(text, uses);
      return undefined;
    }
    this.#uses.delete(text);
    // A counter, not a hash of the text: a name can never stand for two texts (pg refuses that), and a
    // text retired after a schema change comes back under a fresh name, never its stale one.
    const fresh = `inkwell_${(this.#issued++).toString(36)}`;
    this.#names.set(text, fresh);
    return fresh;
  }

  /**
   * The text's statement no longer fits the table (its result type changed): stop using that name. The
   * text counts its uses again and is prepared under a new name; connections keep the old statement
   * unused until they close. Only the name that failed: another connection's late failure under the old
   * name must not retire the text's new one.
   */
  retire(text: string, name: string): void {
    if (this.#names.get(text) === name) this.#names.delete(text);
  }

  get issued(): number {
    return this.#issued;
  }
}

/** "cached plan must not change result type": a prepared statement outlived a change to its table. */
const STALE_PLAN = '0A000';
const TX_START = /^\s*(begin|start\s+transaction)\b/i;
const TX_END = /^\s*(commit|end|rollback|abort)\s*(?:;\s*)?$/i;

/**
 * A pool for Kysely's PostgresDialect whose clients run repeated parameterised texts as named
 * statements. Texts without parameters stay on the simple protocol as before (BEGIN, COMMIT, and raw
 * SQL that may hold several statements). Errors reach the caller unchanged.
 */
export function namedStatementPool(pool: pg.Pool, opts: NamingOptions = {}): PostgresPool {
  const names = new StatementNames(opts);
  // One wrapper per pg client, so Kysely keeps one connection object per client, as without this pool.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = wrappers.get(client);
      if (!wrapped) {
        wrapped = namedStatementClient(client, names);
        wrappers.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

function namedStatementClient(client: pg.PoolClient, names: StatementNames): PostgresPoolClient {
  // Whether this connection is inside a transaction, from the statements Kysely sends on it. After an
  // error inside one, PostgreSQL refuses everything until ROLLBACK, so a retry there is impossible.
  let inTransaction = false;

  async function run<R>(text: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    const values = [...parameters];
    if (values.length === 0) {
      if (TX_START.test(text)) inTransaction = true;
      else if (TX_END.test(text)) inTransaction = false;
      return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
    }
    const name = names.nameFor(text);
    if (name === undefined) return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
    try {
      return (await client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if ((error as { code?: unknown }).code !== STALE_PLAN) throw error;
      names.retire(text, name);
      // The check fails before the statement runs, so nothing was written: running it again is safe.
      if (inTransaction) throw error;
      return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
    }
  }

  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    first: string | PostgresCursor<R>,
    parameters?: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof first === 'string') return run<R>(first, parameters ?? []);
    // A cursor (streaming) goes to pg as it is.
    return client.query(first as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
  }

  return { query, release: () => client.release() };
}
