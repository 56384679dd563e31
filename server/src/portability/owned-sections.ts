import { randomUUID } from 'node:crypto';
import { exportDocument } from '@inkwell/contract';
import { sql } from 'kysely';
import type { Executor } from '../db/executor.js';
import { ownedSections } from '../db/owned-registry.js';
import type { OwnedSection, OwnedTable } from '../db/owned.js';
import { HttpError } from '../http/errors.js';

/** The import of the export's top-level sections declared in db/owned-registry.ts (decision 235). */

type Sections = { table: OwnedTable; section: OwnedSection; records: Record<string, unknown>[] }[];

/**
 * The document's declared sections, each record held to its declaration's schema; a top-level field
 * that is neither the document's own nor a declared section is refused (a `user_id`, say), as the
 * strict document schema refuses it. A 400 naming the file, the record and the field.
 */
export function checkOwnedSections(file: string, document: unknown): Sections {
  const known = new Set(Object.keys(exportDocument.shape));
  const declared = new Map(ownedSections().map((s) => [s.section.name, s]));
  const out: Sections = [];
  for (const [key, value] of Object.entries((document ?? {}) as Record<string, unknown>)) {
    if (known.has(key)) continue;
    const d = declared.get(key);
    if (!d) throw new HttpError(400, `${file}: Unrecognized key: "${key}"`);
    if (!Array.isArray(value)) throw new HttpError(400, `${file}: ${key}: must be a list`);
    const records = value.map((record, i) => {
      const parsed = d.section.record.safeParse(record);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new HttpError(400, `${file}: ${[key, i, ...issue.path].join('.')}: ${issue.message}`);
      }
      return parsed.data;
    });
    out.push({ ...d, records });
  }
  return out;
}

/**
 * Writes the sections' records for the importer: new ids, the importer as owner, JSON columns as text,
 * references to the file's entries mapped to the new entries (a record of an entry not imported stays
 * out, as that entry's sessions do).
 */
export async function insertOwnedSections(
  trx: Executor,
  userId: string,
  sections: Sections,
  entryIds: Map<string, string>,
): Promise<void> {
  for (const { table, section, records } of sections) {
    for (const record of records) {
      const row: Record<string, unknown> = { id: randomUUID(), [table.owner]: userId };
      let skip = false;
      for (const [k, v] of Object.entries(record)) {
        if (k === 'ref') continue;
        if (section.refs?.[k] === 'entries' && v !== null) {
          const id = entryIds.get(String(v));
          if (!id) skip = true;
          row[k] = id ?? null;
        } else row[k] = table.json?.[k] !== undefined && v !== null ? JSON.stringify(v) : v;
      }
      if (skip) continue;
      const cols = Object.keys(row);
      await sql`INSERT INTO ${sql.table(table.table)} (${sql.join(cols.map((c) => sql.ref(c)))})
        VALUES (${sql.join(cols.map((c) => sql`${row[c]}`))})`.execute(trx);
    }
  }
}
