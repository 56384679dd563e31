import { importedConceptExamples, importedConceptTags } from '@inkwell/contract';
import type { OwnedTable } from '../db/owned.js';

/** The deck's tables (db/owned.ts): concepts outlive the entry they came from. */
export const CONCEPTS_OWNED: readonly OwnedTable[] = [
  {
    table: 'concepts',
    owner: 'user_id',
    refersTo: ['journal_entries'],
    entry: { column: 'source_journal_entry_id', onPurge: 'unlink' },
    json: {
      example_sentences: importedConceptExamples,
      examples: importedConceptExamples,
      tags: importedConceptTags,
    },
    export: { kind: 'document', path: 'concepts' },
    estimate: { perRow: 700 },
  },
  {
    table: 'concept_aliases',
    owner: 'user_id',
    refersTo: ['concepts'],
    parent: { table: 'concepts', column: 'concept_id' },
    export: { kind: 'document', path: 'concepts.aliases', omit: ['id', 'concept_id'] },
  },
  {
    table: 'cards',
    owner: 'user_id',
    refersTo: ['concepts'],
    parent: { table: 'concepts', column: 'concept_id' },
    export: { kind: 'document', path: 'concepts.cards', omit: ['concept_id'] },
  },
  {
    table: 'review_logs',
    owner: 'user_id',
    refersTo: ['cards', 'journal_entries'],
    // A review from writing names its entry; the review outlives a purged entry.
    entry: { column: 'journal_entry_id', onPurge: 'unlink' },
    parent: { table: 'cards', column: 'card_id' },
    export: { kind: 'document', path: 'concepts.cards.reviews', omit: ['id', 'card_id'] },
    estimate: { perRow: 300 },
  },
];
