import type { CompiledQuery } from 'kysely';

/** A statement compiled once, and where each call's arguments go among its parameters. */
export interface Slotted<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the compiled query: the argument that fills it, or -1 for a constant. */
  slots: number[];
}

/**
 * Compiles `build` with a distinct placeholder string in place of each argument (an undefined argument
 * stays undefined: the builder may leave its filter out) and finds where each placeholder lands among
 * the compiled parameters. An argument the builder transformed or dropped lands nowhere: that throws,
 * naming `who`, since the compiled statement would ignore it for every later call.
 */
export function compileWithSlots<R>(
  who: string,
  args: readonly unknown[],
  build: (placeholders: readonly unknown[]) => { compile(): CompiledQuery<R> },
): Slotted<R> {
  const marks = args.map((a, i) => (a === undefined ? undefined : `\u0000${who}-arg-${i}\u0000`));
  const query = build(marks).compile();
  const slots = query.parameters.map((p) => (typeof p === 'string' ? marks.indexOf(p) : -1));
  if (marks.some((m, i) => m !== undefined && !slots.includes(i)))
    throw new Error(`${who}: an argument is not used as a plain value`);
  return { query, slots };
}

/** The compiled statement's parameters with this call's arguments in their slots. */
export function parametersFor({ query, slots }: Slotted<unknown>, args: readonly unknown[]): unknown[] {
  return query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
}
