// Journal fixtures in the contract's shapes. The fake API and renderAt are web/src/test/fake-api.tsx.
import type { JournalEntry } from '@inkwell/contract';

export function entryFixture(overrides: Partial<JournalEntry> & { content?: string } = {}): JournalEntry {
  const { content = 'Hoy fui al mercado.', ...rest } = overrides;
  return {
    id: 'entry-1',
    data: { date: '1795089600', content, target_language: 'es' },
    day: '2026-11-22',
    time_zone: 'UTC',
    word_count: content.split(/\s+/).filter(Boolean).length,
    version: 1,
    analysis_state: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...rest,
  };
}
