import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonColumn, StoredDataError } from './json-column.js';

const schema = z.object({ title: z.string(), tags: z.array(z.string()) });
const at = { table: 'concepts', column: 'examples', id: 'c-1' };

describe('parseJsonColumn', () => {
  it('answers the parsed value when the text matches the schema', () => {
    expect(parseJsonColumn(schema, '{"title":"ser","tags":["verbs"]}', at)).toEqual({
      title: 'ser',
      tags: ['verbs'],
    });
  });

  it('names table, column and row for text that is not JSON', () => {
    expect(() => parseJsonColumn(schema, '{"title":', at)).toThrow(
      new StoredDataError(at, 'is not valid JSON'),
    );
    expect(() => parseJsonColumn(schema, '{"title":', at)).toThrow(
      'concepts.examples of row c-1 is not valid JSON',
    );
  });

  it('names the fields of a row that does not match its schema', () => {
    let error: unknown;
    try {
      parseJsonColumn(schema, '{"title":3}', { table: 'assessments', column: 'data' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StoredDataError);
    expect((error as StoredDataError).at).toEqual({ table: 'assessments', column: 'data' });
    expect((error as Error).message).toMatch(
      /^assessments\.data does not match its schema \(title: .+; tags: .+\)$/,
    );
  });
});
