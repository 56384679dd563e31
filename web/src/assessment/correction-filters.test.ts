import { describe, expect, it } from 'vitest';
import type { CorrectionCategory } from '@inkwell/contract';
import { acceptedCount, countByCategory, filterCorrections, groupByCategory } from './correction-filters';

const c = (id: string, category: CorrectionCategory, accepted = false) => ({ id, category, accepted });
const list = [
  c('1', 'grammar', true),
  c('2', 'spelling'),
  c('3', 'word_order'),
  c('4', 'spelling', true),
  c('5', 'grammar'),
];

describe('correction filters', () => {
  it('counts accepted of total per category', () => {
    expect(countByCategory(list)).toEqual({
      spelling: { accepted: 1, total: 2 },
      accents: { accepted: 0, total: 0 },
      punctuation: { accepted: 0, total: 0 },
      vocabulary: { accepted: 0, total: 0 },
      grammar: { accepted: 1, total: 2 },
      word_order: { accepted: 0, total: 1 },
    });
    expect(acceptedCount(list)).toBe(2);
  });

  it('filters by chip, View All keeping word order too', () => {
    expect(filterCorrections(list, 'spelling').map((x) => x.id)).toEqual(['2', '4']);
    expect(filterCorrections(list, 'vocabulary')).toEqual([]);
    expect(filterCorrections(list, 'all')).toHaveLength(5);
  });

  it('groups in the order Spelling, Vocabulary, Grammar, Word Order, leaving out empty groups', () => {
    expect(groupByCategory(list).map((g) => [g.category, g.items.map((x) => x.id)])).toEqual([
      ['spelling', ['2', '4']],
      ['grammar', ['1', '5']],
      ['word_order', ['3']],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
