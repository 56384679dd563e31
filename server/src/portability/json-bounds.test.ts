import { describe, expect, it } from 'vitest';
import { ImportError, type ImportBundle } from './bundle.js';
import { checkRows } from './import-limits.js';
import { ImportSlots } from './import-slots.js';
import { checkJsonBounds, JSON_BOUNDS } from './json-bounds.js';

const small = { maxDepth: 8, maxValues: 200, maxFieldValues: 10, maxFieldChars: 40 };
const refusal = (text: string, bounds = small) => {
  try {
    checkJsonBounds(text, 'f.json', bounds);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return (e as Error).message;
  }
};
const record = (field: string) => `{"entries":[\n{"ref":"e1","assessment":{"data":${field}}}]}`;

describe('checkJsonBounds', () => {
  it('lets a document within the bounds through, whatever its strings hold', () => {
    expect(refusal(record('{"a":[1,2,{"b":"x \\" ] } {"}]}'))).toBeNull();
    expect(refusal('{"entries":[],"concepts":[]}')).toBeNull();
  });

  it('refuses nesting past the bound, naming the line', () => {
    expect(refusal(`{"a":\n${'['.repeat(10)}${']'.repeat(10)}}`)).toBe(
      'f.json, line 2: nested deeper than 8 levels',
    );
    // 5,000 levels (issue 21) with the real bounds: refused by the scan, not by a stack overflow later.
    expect(refusal(record('['.repeat(5000) + ']'.repeat(5000)), JSON_BOUNDS)).toMatch(/nested deeper/);
  });

  it('refuses a free-form field holding too many values or characters, naming field and line', () => {
    expect(refusal(record(`[${Array(11).fill('{}').join(',')}]`))).toBe(
      'f.json, line 2: the field "data" holds more than 10 values',
    );
    expect(refusal(record(JSON.stringify('x'.repeat(41))))).toMatch(/"data" holds more than 40 characters/);
    // Ten values in one field and ten in the next are each within the bound.
    const ten = `[${Array(9).fill('1').join(',')}]`;
    expect(refusal(`{"s":[{"a":{"input":${ten},"data":${ten}}}]}`)).toBeNull();
  });

  it('refuses more values than the whole document may hold', () => {
    expect(refusal(`{"entries":[${Array(250).fill('0').join(',')}]}`)).toMatch(/more than 200 values/);
  });

  it('30 MB of tiny objects in one field is refused at the bound, before any of it is parsed', () => {
    const field = `[${'{},'.repeat(10_000_000)}{}]`;
    const started = process.memoryUsage().heapUsed;
    expect(refusal(record(field), JSON_BOUNDS)).toMatch(/"data" holds more than 20000 values/);
    expect(process.memoryUsage().heapUsed - started).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('checkRows', () => {
  const bundle = (reviews: number): ImportBundle => ({
    format: 'inkwell-json',
    entries: [],
    rich: {
      document: {
        entries: [],
        sessions: [],
        concepts: [{ aliases: [], cards: [{ reviews: Array(reviews).fill({}) }] }],
      },
    },
  });
  it('counts every record of the file and refuses past the cap, naming the limit', () => {
    expect(() => checkRows(bundle(8), 'f.json', 10)).not.toThrow(); // concept + card + 8 reviews
    expect(() => checkRows(bundle(9), 'f.json', 10)).toThrow(
      'f.json: the file holds 11 records; one import takes at most 10',
    );
  });
});

describe('ImportSlots', () => {
  it('one import per account and two per process; a slot given back is free again', () => {
    const slots = new ImportSlots(1, 2);
    const a = slots.take('a');
    expect(() => slots.take('a')).toThrow(/already running for your account|already running/);
    const b = slots.take('b');
    expect(() => slots.take('c')).toThrow(/busy with other imports/);
    a();
    a(); // twice is once
    expect(() => slots.take('b')).toThrow(/already running/);
    slots.take('c')();
    b();
    slots.take('a');
  });
});
