import { describe, expect, it } from 'vitest';
import { idParams, pathIds } from './params.js';

describe('path params', () => {
  it('takes each named id as given, 1 to 100 characters', () => {
    expect(pathIds('concept_id', 'card_id').parse({ concept_id: 'c', card_id: 'x'.repeat(100) })).toEqual({
      concept_id: 'c',
      card_id: 'x'.repeat(100),
    });
    expect(idParams.safeParse({ id: '' }).success).toBe(false);
    expect(idParams.safeParse({ id: 'x'.repeat(101) }).success).toBe(false);
    expect(idParams.safeParse({}).success).toBe(false);
  });
});
