import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bounded, importedModuleInput, int32 } from './import-bounds';

describe('bounded', () => {
  const schema = bounded(z.object({ a: z.array(z.string()) }), {
    maxChars: 3,
    maxItems: 2,
    maxJsonChars: 30,
  });
  it('refuses the first string or list over its bound, by path', () => {
    expect(schema.safeParse({ a: ['abc', 'de'] }).success).toBe(true);
    const long = schema.safeParse({ a: ['abcd'] });
    expect(long.error?.issues[0]).toMatchObject({ path: ['a', 0], message: 'must be at most 3 characters' });
    expect(schema.safeParse({ a: ['a', 'b', 'c'] }).error?.issues[0]?.path).toEqual(['a']);
  });
  it('bounds the whole value as JSON', () => {
    const s = bounded(z.array(z.string()), { maxChars: 10, maxItems: 100, maxJsonChars: 30 });
    expect(s.safeParse(Array(10).fill('abc')).error?.issues[0]?.message).toMatch(
      /at most 30 characters as JSON/,
    );
  });
  it('a module input is its contract shape; an integer column stops below 2^31', () => {
    expect(importedModuleInput.safeParse({ title: 'x' }).success).toBe(false);
    expect(int32.safeParse(2 ** 31 - 1).success).toBe(true);
    expect(int32.safeParse(2 ** 31).success).toBe(false);
  });
});
