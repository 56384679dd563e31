import { modulePhases } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modelAnswerSchema } from '../assessor/model-prompt.js';
import { strictSchemaProblem } from '../../test/support/openai-strict.js';
import { rateLimitDelayMs } from './job-failure.js';
import { extractJson } from './model-json.js';
import { salvage } from './salvage.js';
import { fullJsonSchema, wireSchema, type JsonSchema } from './wire-schema.js';

/** Every array node of a schema, with its path. */
function arrays(node: JsonSchema, path = '$'): Array<[string, JsonSchema]> {
  const out: Array<[string, JsonSchema]> = [];
  if (node.type === 'array') out.push([path, node]);
  for (const [k, v] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>))
    out.push(...arrays(v, `${path}.${k}`));
  if (node.items) out.push(...arrays(node.items as JsonSchema, `${path}[]`));
  for (const b of (node.anyOf ?? []) as JsonSchema[]) out.push(...arrays(b, path));
  return out;
}

describe('wireSchema', () => {
  it('turns the contract schemas into schemas OpenAI strict mode accepts, maxItems on every list', () => {
    // The contract as zod renders it is refused (what broke every session on api.openai.com).
    expect(strictSchemaProblem(fullJsonSchema(modulePhases))).toMatch(/minLength|required/);
    for (const schema of [modulePhases, modelAnswerSchema]) {
      const wire = wireSchema(schema, { omit: ['check'] });
      expect(strictSchemaProblem(wire)).toBeUndefined();
      for (const [path, node] of arrays(wire)) expect(typeof node.maxItems, path).toBe('number');
      expect(JSON.stringify(wire)).not.toMatch(/"(minLength|format|exclusiveMinimum|\$schema)":/);
    }
  });

  it('makes an optional property required and nullable, and leaves out server-side fields', () => {
    const wire = wireSchema(modulePhases, { omit: ['check'] });
    const exercise = (
      (
        (wire.properties as Record<string, JsonSchema>).guided_practice!.properties as Record<
          string,
          JsonSchema
        >
      ).content!.properties as Record<string, JsonSchema>
    ).exercises!.items as JsonSchema;
    expect(exercise.required).toContain('hint');
    expect((exercise.properties as Record<string, JsonSchema>).hint).toMatchObject({
      type: ['string', 'null'],
    });
    expect(exercise.properties).not.toHaveProperty('check');
  });
});

describe('salvage', () => {
  const schema = z.object({
    level: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']),
    items: z.array(
      z.object({
        original: z.string().min(1),
        category: z.enum(['spelling', 'accents', 'grammar', 'other']),
        points: z.number().int().positive().max(10).optional(),
        hint: z.string().optional(),
      }),
    ),
  });
  const full = fullJsonSchema(schema);

  it('coerces what has a clear intent and drops only the item that cannot be used', () => {
    const r = salvage(full, {
      level: 'B3',
      items: [
        { original: 'dia', category: 'accent', points: 0, hint: null },
        { original: '', category: 'grammar' },
        { original: 'goed', category: 'invented-thing', points: '2' },
      ],
    });
    expect(schema.parse(r.value)).toEqual({
      level: 'B2',
      items: [
        { original: 'dia', category: 'accents', points: 1 },
        { original: 'goed', category: 'other', points: 2 },
      ],
    });
    expect(r.dropped).toEqual({ items: 1 });
    expect(r.notes.join('\n')).toMatch(/B3.*B2/);
  });
});

describe('extractJson', () => {
  it('strips <think> blocks, ```json fences and words around the object', () => {
    expect(extractJson('<think>hmm {"a": 2}</think>\n```json\n{"a": 1}\n```')).toEqual({
      ok: true,
      value: { a: 1 },
    });
    expect(extractJson('Here it is: {"a": 1} Hope it helps.')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('<think>cut off while thinking')).toMatchObject({ ok: false });
    expect(extractJson('{"a": ')).toMatchObject({ ok: false });
  });
});

describe('rateLimitDelayMs', () => {
  it('backs off over minutes and honours a longer Retry-After', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => rateLimitDelayMs(n, undefined, mid))).toEqual([
      30_000, 60_000, 120_000, 240_000, 300_000,
    ]);
    expect(rateLimitDelayMs(1, 90_000, mid)).toBe(90_000);
  });

  it('waits a short Retry-After as given, not the 30 s backoff (issue 27), and never under a second', () => {
    expect(rateLimitDelayMs(1, 2_000)).toBe(2_000);
    expect(rateLimitDelayMs(3, 1_500)).toBe(1_500);
    expect(rateLimitDelayMs(1, 0)).toBe(1_000);
  });
});
