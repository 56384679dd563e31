import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The one keyset pager: reads `pageSize` rows at a time after the previous page's last row (never
 * OFFSET, never all at once), so memory holds one page whatever the account's size. `read` runs the
 * query for the rows after `last` (undefined for the first page); `pause` runs between pages (the
 * exports yield to other requests there).
 */
export async function* keysetPages<R>(
  read: (last: R | undefined, limit: number) => Promise<R[]>,
  opts: { pageSize?: number; pause?: () => Promise<void> } = {},
): AsyncGenerator<R[]> {
  const pageSize = opts.pageSize ?? 200;
  let last: R | undefined;
  for (;;) {
    const rows = await read(last, pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    await opts.pause?.();
    last = rows.at(-1);
  }
}

/** `(a, b, c) > (x, y, z)`: the rows after a page's last one in the order of these columns. */
export function afterRow(columns: readonly string[], last: Record<string, unknown>): RawBuilder<SqlBool> {
  const refs = sql.join(columns.map((c) => sql.ref(c)));
  const values = sql.join(columns.map((c) => sql`${last[c]}`));
  return sql<SqlBool>`(${refs}) > (${values})`;
}
