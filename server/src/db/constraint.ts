/**
 * A write refused by an integrity constraint (a unique key, a foreign key to a row removed meanwhile,
 * a check or a trigger): SQLSTATE class 23 on PostgreSQL, SQLITE_CONSTRAINT* on SQLite. The data
 * changed under the request; a service that expects this answers a 409 instead of a 500.
 */
export function isConstraintViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23[0-9A-Z]{3}$/.test(code));
}
