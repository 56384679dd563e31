import type { CompiledQuery, QueryResult } from 'kysely';
import { compileWithSlots, parametersFor, type Slotted } from './argument-slots.js';
import type { Executor } from './executor.js';

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
  const cache = new WeakMap<object, Map<string, Slotted<unknown>>>();
  return async (k: Executor, shape: S, ...args: A): Promise<QueryResult<R>> => {
    const adapter = k.getExecutor().adapter;
    let byShape = cache.get(adapter);
    if (!byShape) cache.set(adapter, (byShape = new Map()));
    // An undefined argument reaches the builder as it is (it may leave a filter out): part of the form.
    const key = `${shape}|${args.map((a) => (a === undefined ? 'u' : '-')).join('')}`;
    let compiled = byShape.get(key);
    if (!compiled) {
      compiled = compileWithSlots('compiledOnce', args, (marks) =>
        build(k, shape, ...(marks as unknown as A)),
      );
      byShape.set(key, compiled);
    }
    const query = compiled.query as CompiledQuery<R>;
    return k.executeQuery<R>({ ...query, parameters: parametersFor(compiled, args) });
  };
}
