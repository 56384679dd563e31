import { z } from 'zod';

/** A JSON Schema node, loosely typed: we only read and rebuild plain objects. */
export type JsonSchema = { [key: string]: unknown };

/**
 * Keywords every provider accepts: OpenAI strict structured outputs refuses minLength, pattern, format
 * and friends (400), Anthropic's structured output drops most constraints, local servers vary. The
 * contract's real rules are checked in code after the answer arrives (salvage.ts + the zod schema).
 */
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'description',
  'maxItems',
]);

export interface WireSchemaOptions {
  /** Properties the model must not write (server-side fields). */
  omit?: readonly string[];
  /** maxItems of arrays by property name (e.g. corrections: 200); others get `defaultMaxItems`. */
  maxItems?: Record<string, number>;
  defaultMaxItems?: number;
}

/**
 * The full JSON Schema of a zod schema, constraints included (what salvage checks against), without
 * the properties in `omit` (server-side fields a model must not write, e.g. an exercise's `check`).
 */
export function fullJsonSchema(schema: z.ZodType, omit: readonly string[] = []): JsonSchema {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  return omit.length ? withoutProps(json, new Set(omit)) : json;
}

function withoutProps(node: JsonSchema, omit: Set<string>): JsonSchema {
  const out: JsonSchema = { ...node };
  if (node.properties) {
    const props = Object.entries(node.properties as Record<string, JsonSchema>).filter(([k]) => !omit.has(k));
    out.properties = Object.fromEntries(props.map(([k, v]) => [k, withoutProps(v, omit)]));
    if (Array.isArray(node.required)) out.required = (node.required as string[]).filter((k) => !omit.has(k));
  }
  if (node.items) out.items = withoutProps(node.items as JsonSchema, omit);
  if (Array.isArray(node.anyOf)) out.anyOf = (node.anyOf as JsonSchema[]).map((b) => withoutProps(b, omit));
  return out;
}

/**
 * One model-facing schema valid for OpenAI strict mode, Anthropic (structured output and tool modes)
 * and lenient local servers: every property required (an optional one becomes nullable),
 * additionalProperties false on every object, only KEPT keywords, maxItems on every array.
 */
export function wireSchema(schema: z.ZodType, opts: WireSchemaOptions = {}): JsonSchema {
  return strictNode(fullJsonSchema(schema, opts.omit), undefined, opts);
}

function strictNode(node: JsonSchema, name: string | undefined, opts: WireSchemaOptions): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (KEPT.has(key)) out[key] = value;
  if (Array.isArray(node.anyOf)) {
    out.anyOf = (node.anyOf as JsonSchema[]).map((branch) => strictNode(branch, name, opts));
  }
  if (node.type === 'object' || node.properties) {
    const props = (node.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((node.required as string[] | undefined) ?? []);
    out.type = 'object';
    out.properties = Object.fromEntries(
      Object.entries(props).map(([key, prop]) => {
        const strict = strictNode(prop, key, opts);
        return [key, required.has(key) ? strict : nullable(strict)];
      }),
    );
    out.required = Object.keys(props);
    out.additionalProperties = false;
  }
  if (node.type === 'array') {
    out.items = strictNode((node.items ?? {}) as JsonSchema, name, opts);
    const own = typeof node.maxItems === 'number' ? node.maxItems : undefined;
    out.maxItems = own ?? (name ? opts.maxItems?.[name] : undefined) ?? opts.defaultMaxItems ?? 20;
  }
  return out;
}

/** `x` or null: the strict-mode way of saying "optional". */
function nullable(node: JsonSchema): JsonSchema {
  if (Array.isArray(node.anyOf)) {
    const branches = node.anyOf as JsonSchema[];
    return branches.some((b) => b.type === 'null')
      ? node
      : { ...node, anyOf: [...branches, { type: 'null' }] };
  }
  if (typeof node.type === 'string' && node.type !== 'object' && node.type !== 'array') {
    const out: JsonSchema = { ...node, type: [node.type, 'null'] };
    if (Array.isArray(node.enum)) out.enum = [...(node.enum as unknown[]), null];
    return out;
  }
  const { description, ...rest } = node;
  return {
    ...(description === undefined ? {} : { description }),
    anyOf: [rest, { type: 'null' }],
  };
}
