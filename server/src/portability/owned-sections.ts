import { randomUUID } from 'node:crypto';
import { exportDocument } from '@inkwell/contract';
import { sql } from 'kysely';
import type { Executor } from '../db/executor.js';
import { ownedSections, sectionsWithin } from '../db/owned-registry.js';
import type { OwnedSection, OwnedTable } from '../db/owned.js';
import { HttpError } from '../http/errors.js';

/** The import of the export's sections declared in db/owned-registry.ts (decision 235), nested ones too. */

type Declared = { table: OwnedTable; section: OwnedSection };
/** One checked record: its own fields, and the records of the sections nested in it. */
type OwnedRecord = { fields: Record<string, unknown>; nested: Sections };
type Sections = (Declared & { records: OwnedRecord[] })[];

const refused = (file: string, path: (string | number | PropertyKey)[], message: string) =>
  new HttpError(400, `${file}: ${path.map(String).join('.')}: ${message}`);

/**
 * The document's declared sections, each record held to its declaration's schema (and the sections
 * nested in it to theirs); a top-level field that is neither the document's own nor a declared section
 * is refused (a `user_id`, say), as the strict document schema refuses it. A 400 naming the file, the
 * record and the field.
 */
export function checkOwnedSections(file: string, document: unknown): Sections {
  const known = new Set(Object.keys(exportDocument.shape));
  const declared = new Map(ownedSections().map((s) => [s.section.name, s]));
  const out: Sections = [];
  for (const [key, value] of Object.entries((document ?? {}) as Record<string, unknown>)) {
    if (known.has(key)) continue;
    const d = declared.get(key);
    if (!d) throw new HttpError(400, `${file}: Unrecognized key: "${key}"`);
    out.push({ ...d, records: checkRecords(file, [key], d, value) });
  }
  return out;
}

function checkRecords(file: string, path: (string | number)[], d: Declared, value: unknown): OwnedRecord[] {
  if (!Array.isArray(value)) throw refused(file, path, 'must be a list');
  const nestedSections = sectionsWithin(d.table.table);
  return value.map((record: unknown, i) => {
    const isObject = typeof record === 'object' && record !== null && !Array.isArray(record);
    // Not an object: the record's schema says so.
    const own: unknown = isObject ? { ...record } : record;
    const nested: Sections = [];
    for (const n of isObject ? nestedSections : []) {
      const fields = own as Record<string, unknown>;
      const records = fields[n.section.name];
      delete fields[n.section.name];
      nested.push({ ...n, records: checkRecords(file, [...path, i, n.section.name], n, records ?? []) });
    }
    const parsed = d.section.record.safeParse(own);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw refused(file, [...path, i, ...issue.path], issue.message);
    }
    return { fields: parsed.data, nested };
  });
}

/**
 * Writes the sections' records for the importer: new ids, the importer as owner, JSON columns as text,
 * references to the file's entries mapped to the new entries (a record of an entry not imported stays
 * out, as that entry's sessions do), a nested record pointing at its parent's new row.
 */
export async function insertOwnedSections(
  trx: Executor,
  userId: string,
  sections: Sections,
  entryIds: Map<string, string>,
  parentId?: string,
): Promise<void> {
  for (const { table, section, records } of sections) {
    for (const { fields, nested } of records) {
      const row: Record<string, unknown> = { id: randomUUID(), [table.owner]: userId };
      if (parentId !== undefined) row[table.parent!.column] = parentId;
      let skip = false;
      for (const [k, v] of Object.entries(fields)) {
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
      await insertOwnedSections(trx, userId, nested, entryIds, row.id as string);
    }
  }
}
