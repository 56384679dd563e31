import type { CompiledQuery, QueryResult } from 'kysely';
import type { Executor } from './executor.js';

interface Compiled {
  query: CompiledQuery<unknown>;
  /** For each parameter of the compiled query: the argument that fills it, or -1 for a constant. */
  slots: number[];
}

/**
 * A hot statement of fixed shape, built and compiled by Kysely once per engine and shape, then run with
 * new arguments on the executor it is given: the database or a caller's transaction, exactly where the
 * builder would have run it (decision 325). Building and compiling a query is most of Kysely's CPU in the
 * learners' mix, and the same text object each time also spares the named-statement lookup its hashing.
 *
 * `build` receives `shape`, which alone may decide the statement's form (optional filters, branches), and
 * placeholders in place of `args`: each argument must be used as a plain value (an id, a number, a text),
 * never transformed, compared or branched on inside the builder. An argument that does not reach the
 * compiled parameters unchanged makes the first call throw. An undefined argument is passed as undefined
 * (a builder may leave its filter out) and is part of the form: defined and undefined compile apart.
 */
export function compiledOnce<S extends string, A extends readonly unknown[], R>(
  build: (k: Executor, shape: S, ...args: A) => { compile(): CompiledQuery<R> },
) {
  // Keyed by the executor's adapter: one per database (its transactions share it), one SQL per engine.
  const cache = new WeakMap<object, Map<string, Compiled>>();
  return async (k: Executor, shape: S, ...args: A): Promise<QueryResult<R>> => {
    const adapter = k.getExecutor().adapter;
    let byShape = cache.get(adapter);
    if (!byShape) cache.set(adapter, (byShape = new Map()));
    // An undefined argument reaches the builder as it is (it may leave a filter out): part of the form.
    const key = `${shape}|${args.map((a) => (a === undefined ? 'u' : '-')).join('')}`;
    let compiled = byShape.get(key);
    if (!compiled) {
      const marks = args.map((a, i) => (a === undefined ? undefined : `\u0000compiled-once-arg-${i}\u0000`));
      const query = build(k, shape, ...(marks as unknown as A)).compile() as CompiledQuery<unknown>;
      const slots = query.parameters.map((p) => (typeof p === 'string' ? marks.indexOf(p) : -1));
      if (marks.some((m, i) => m !== undefined && !slots.includes(i)))
        throw new Error('compiledOnce: an argument is not used as a plain value');
      compiled = { query, slots };
      byShape.set(key, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return k.executeQuery<R>({ ...query, parameters } as CompiledQuery<R>);
  };
}
