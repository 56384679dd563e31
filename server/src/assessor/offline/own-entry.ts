/**
 * A word table's own entry for a key, never an inherited one. The tables are plain objects, so
 * `table[word]` for a learner's "constructor", "toString" or "__proto__" reads Object.prototype and
 * hands a function to a rule as the "right form" (a crash or a nonsense fix). Every lookup by a word
 * from the text goes through here (prototype-keys.test.ts sweeps every language).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
