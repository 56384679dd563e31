import { conceptKey } from '../concepts/index.js';
import type { Db } from '../db/database.js';
import { moduleInput } from './module-input.js';
import type { ModuleRow } from './repo.js';

/**
 * The deck concept behind each module, by module id, so "Practise the missed ones again" can create a
 * session from them through Create Exercise. A module made from an entry may name no concept (grammar
 * points get a concept only when added to the deck), so those are found by title and language; a
 * concept the learner has since removed is left out.
 */
export async function deckConceptIds(
  db: Db,
  userId: string,
  modules: Pick<ModuleRow, 'id' | 'concept_id' | 'input'>[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const byId = modules.filter((m) => m.concept_id);
  const byKey = modules
    .filter((m) => !m.concept_id)
    .map((m) => ({ id: m.id, ...keyOf(m.input) }))
    .filter((m): m is { id: string; kind: 'vocab' | 'grammar'; key: string; language: string } =>
      Boolean(m.key),
    );
  if (byId.length) {
    const ids = byId.map((m) => m.concept_id!);
    const [concepts, aliases] = await Promise.all([
      db.kysely
        .selectFrom('concepts')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute(),
      db.kysely
        .selectFrom('concept_aliases')
        .select(['id', 'concept_id'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute(),
    ]);
    const live = new Map<string, string>(concepts.map((c) => [c.id, c.id]));
    for (const a of aliases) live.set(a.id, a.concept_id);
    for (const m of byId) {
      const found = live.get(m.concept_id!);
      if (found) out.set(m.id, found);
    }
  }
  if (byKey.length) {
    const rows = await db.kysely
      .selectFrom('concepts')
      .select(['id', 'type', 'key', 'target_language'])
      .where('user_id', '=', userId)
      .where(
        'key',
        'in',
        byKey.map((m) => m.key),
      )
      .execute();
    for (const m of byKey) {
      const hit = rows.find((r) => r.type === m.kind && r.key === m.key && r.target_language === m.language);
      if (hit) out.set(m.id, hit.id);
    }
  }
  return out;
}

const conceptOfInput = moduleInput
  .pick({ kind: true, title: true, language: true })
  .partial({ language: true });

/** The concept a module's stored input names; nothing when the input does not name one. */
function keyOf(input: string): { kind?: 'vocab' | 'grammar'; key?: string; language?: string } {
  let parsed;
  try {
    parsed = conceptOfInput.safeParse(JSON.parse(input));
  } catch {
    return {};
  }
  if (!parsed.success || !parsed.data.title) return {};
  return { kind: parsed.data.kind, key: conceptKey(parsed.data.title), language: parsed.data.language ?? '' };
}
