import type { JsonSchema } from './wire-schema.js';

/**
 * Keeps what is usable in a model's answer, item by item, against the full JSON Schema of the contract
 * (fullJsonSchema): one invented category or `points: 0` must not throw away twenty good corrections.
 * Values are coerced where the intent is clear (level `B3` → `B2`, `"2"` → 2, null → default, points
 * 0 → 1); an array item that cannot be repaired is dropped; every change is noted for the log.
 */
export interface Salvaged {
  value: unknown;
  /** e.g. 'corrections[3].category: "accent" → "spelling"', 'corrections[7] dropped: original missing'. */
  notes: string[];
  /** Array items dropped, by the top-level property they sat under (for the learner's note). */
  dropped: Record<string, number>;
}

type Result = { ok: true; value: unknown } | { ok: false; why: string };

export function salvage(schema: JsonSchema, value: unknown): Salvaged {
  const ctx: Ctx = { notes: [], dropped: {} };
  const r = walk(schema, value, '', ctx);
  return { value: r.ok ? r.value : undefined, notes: ctx.notes, dropped: ctx.dropped };
}

interface Ctx {
  notes: string[];
  dropped: Record<string, number>;
}

function walk(node: JsonSchema, value: unknown, path: string, ctx: Ctx): Result {
  if (Array.isArray(node.anyOf)) return anyOf(node.anyOf as JsonSchema[], value, path, ctx);
  const type = Array.isArray(node.type) ? (node.type as string[]).find((t) => t !== 'null') : node.type;
  if (value === null && Array.isArray(node.type) && node.type.includes('null')) return ok(null);
  if (value === null && 'default' in node) {
    ctx.notes.push(`${path}: null → default`);
    return ok(node.default);
  }
  if (Array.isArray(node.enum)) return enumValue(node.enum as unknown[], value, path, ctx);
  switch (type) {
    case 'object':
      return object(node, value, path, ctx);
    case 'array':
      return array(node, value, path, ctx);
    case 'string':
      return string(node, value);
    case 'integer':
    case 'number':
      return number(node, value, type === 'integer', path, ctx);
    case 'boolean':
      if (typeof value === 'boolean') return ok(value);
      if (value === 'true' || value === 'false') return ok(value === 'true');
      return fail('not a boolean');
    default:
      return ok(value);
  }
}

function anyOf(branches: JsonSchema[], value: unknown, path: string, ctx: Ctx): Result {
  if (value === null && branches.some((b) => b.type === 'null')) return ok(null);
  let last: Result = fail('no alternative fits');
  for (const branch of branches.filter((b) => b.type !== 'null')) {
    const trial: Ctx = { notes: [], dropped: {} };
    last = walk(branch, value, path, trial);
    if (last.ok) {
      ctx.notes.push(...trial.notes);
      for (const [k, n] of Object.entries(trial.dropped)) ctx.dropped[k] = (ctx.dropped[k] ?? 0) + n;
      return last;
    }
  }
  // An optional value that cannot be used becomes null rather than failing its parent.
  if (branches.some((b) => b.type === 'null')) {
    ctx.notes.push(`${path}: unusable → null`);
    return ok(null);
  }
  return last;
}

function object(node: JsonSchema, value: unknown, path: string, ctx: Ctx): Result {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('not an object');
  const props = (node.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((node.required as string[] | undefined) ?? []);
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(props)) {
    const at = path ? `${path}.${key}` : key;
    const raw = input[key];
    if (raw === undefined || (raw === null && !acceptsNull(prop))) {
      if (!required.has(key)) continue;
      if ('default' in prop) {
        out[key] = prop.default;
        continue;
      }
      const guessed = Array.isArray(prop.enum)
        ? missingEnum(prop.enum as unknown[], key, input, props)
        : undefined;
      if (guessed) {
        ctx.notes.push(`${at}: missing → ${JSON.stringify(guessed.value)} (${guessed.why})`);
        out[key] = guessed.value;
        continue;
      }
      const empty = emptyOf(prop);
      if (empty === undefined) return fail(`${key} missing`);
      ctx.notes.push(`${at}: missing → ${JSON.stringify(empty)}`);
      out[key] = empty;
      continue;
    }
    const r = walk(prop, raw, at, ctx);
    if (r.ok) out[key] = r.value;
    else if (!required.has(key)) ctx.notes.push(`${at} left out: ${r.why}`);
    else return fail(`${key}: ${r.why}`);
  }
  return ok(out);
}

function array(node: JsonSchema, value: unknown, path: string, ctx: Ctx): Result {
  if (value === null || value === undefined) value = [];
  if (!Array.isArray(value)) return fail('not a list');
  const item = (node.items ?? {}) as JsonSchema;
  const out: unknown[] = [];
  value.forEach((v, i) => {
    const r = walk(item, v, `${path}[${i}]`, ctx);
    if (r.ok) out.push(r.value);
    else {
      ctx.notes.push(`${path}[${i}] dropped: ${r.why}`);
      const top = path.replace(/^([^.[]+).*/, '$1');
      ctx.dropped[top] = (ctx.dropped[top] ?? 0) + 1;
    }
  });
  const max = typeof node.maxItems === 'number' ? node.maxItems : Infinity;
  if (out.length > max) {
    ctx.notes.push(`${path}: ${out.length - max} items over ${max} left out`);
    out.length = max;
  }
  const min = typeof node.minItems === 'number' ? node.minItems : 0;
  return out.length >= min ? ok(out) : fail(`fewer than ${min} usable items`);
}

function string(node: JsonSchema, value: unknown): Result {
  const s = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (typeof s !== 'string') return fail('not a text');
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  return s.trim().length >= min ? ok(s) : fail('empty');
}

function number(node: JsonSchema, value: unknown, integer: boolean, path: string, ctx: Ctx): Result {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) return fail('not a number');
  let n = parsed;
  const before = n;
  if (integer) n = Math.round(n);
  if (typeof node.minimum === 'number') n = Math.max(n, node.minimum);
  if (typeof node.exclusiveMinimum === 'number' && n <= node.exclusiveMinimum) {
    n = integer ? Math.floor(node.exclusiveMinimum) + 1 : node.exclusiveMinimum;
  }
  if (typeof node.maximum === 'number') n = Math.min(n, node.maximum);
  if (n !== before) ctx.notes.push(`${path}: ${String(before)} → ${n}`);
  return ok(n);
}

/** Common names models invent for our categories. */
const SYNONYMS: Array<[RegExp, string]> = [
  [/accent|diacritic/i, 'accents'],
  [/accent|diacritic|orthograph|typo|capitali[sz]/i, 'spelling'],
  [/punctuat/i, 'punctuation'],
  [/word.?choice|lexic|vocab|idiom|colloca/i, 'vocabulary'],
  [/order|syntax/i, 'word_order'],
  [/conjugat|tense|agreement|gender|article|preposition|grammat/i, 'grammar'],
];

function enumValue(options: unknown[], value: unknown, path: string, ctx: Ctx): Result {
  if (options.includes(value)) return ok(value);
  const strings = options.filter((o): o is string => typeof o === 'string');
  const raw = typeof value === 'string' ? value : '';
  const pick = (to: unknown): Result => {
    ctx.notes.push(`${path}: ${JSON.stringify(value)} → ${JSON.stringify(to)}`);
    return ok(to);
  };
  const named = namedOption(strings, raw);
  if (named !== undefined) return pick(named);
  if (strings.includes('other')) return pick('other');
  if (options.includes(null)) return pick(null);
  return fail(`${JSON.stringify(value)} is not one of ${strings.join(', ')}`);
}

/** CEFR-like enums (A1…C2): `B3` → `B2`, `c` → `C1`, `A0` → `A1`. */
function nearestLevel(options: string[], raw: string): string | undefined {
  if (!options.length || !options.every((o) => /^[A-C][12]$/.test(o))) return undefined;
  const m = /^\s*([abc])\s*(\d)?/i.exec(raw);
  if (!m) return undefined;
  const letter = m[1]!.toUpperCase();
  const digit = Math.min(2, Math.max(1, Number(m[2] ?? 1)));
  return options.find((o) => o === `${letter}${digit}`);
}

/**
 * A value for a required enum the model left out, when one is clear (decision 173): a key of the item we
 * do not know whose value names one of the options (`type: "accent"` for `category`), a category read
 * off the item's own `original` → `corrected`, or the milder of a minor/major severity. Otherwise
 * undefined, and the item is dropped as before.
 */
function missingEnum(
  options: unknown[],
  key: string,
  input: Record<string, unknown>,
  props: Record<string, JsonSchema>,
): { value: string; why: string } | undefined {
  const strings = options.filter((o): o is string => typeof o === 'string');
  for (const [other, raw] of Object.entries(input)) {
    // A short label only: free text ("the past tense of ir…") must not pass for a category.
    if (other in props || typeof raw !== 'string' || raw.length > 30 || raw.trim().split(/\s+/).length > 3)
      continue;
    const named = namedOption(strings, raw);
    if (named) return { value: named, why: `from ${other}` };
  }
  const kind = categoryOfChange(strings, input.original, input.corrected);
  if (kind) return { value: kind, why: 'from original → corrected' };
  if (strings.length === 2 && strings.includes('minor') && strings.includes('major')) {
    return { value: 'minor', why: `no ${key} given` };
  }
  return undefined;
}

/** The option `raw` names: the same word, a CEFR neighbour, or a known synonym (never a catch-all). */
function namedOption(options: string[], raw: string): string | undefined {
  const same = options.find((o) => normalise(o) === normalise(raw));
  if (same !== undefined) return same;
  const level = nearestLevel(options, raw);
  if (level) return level;
  for (const [pattern, to] of SYNONYMS) if (pattern.test(raw) && options.includes(to)) return to;
  return undefined;
}

/** accents / punctuation / spelling when a fix changes only diacritics, only punctuation, or only case. */
function categoryOfChange(options: string[], original: unknown, corrected: unknown): string | undefined {
  if (typeof original !== 'string' || typeof corrected !== 'string' || original === corrected)
    return undefined;
  const bare = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  const words = (s: string) => s.replace(/[\p{P}\s]+/gu, ' ').trim();
  const pick = (o: string) => (options.includes(o) ? o : undefined);
  if (bare(original) === bare(corrected)) return pick('accents') ?? pick('spelling');
  if (words(original) === words(corrected)) return pick('punctuation');
  if (original.toLowerCase() === corrected.toLowerCase()) return pick('spelling');
  return undefined;
}

const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function acceptsNull(node: JsonSchema): boolean {
  if (Array.isArray(node.type) && node.type.includes('null')) return true;
  return Array.isArray(node.anyOf) && (node.anyOf as JsonSchema[]).some((b) => b.type === 'null');
}

/** What a missing required value can safely become: an empty list, or an empty text if allowed. */
function emptyOf(node: JsonSchema): unknown {
  // '' is no value of an enum: it would fail the contract check, and with it the whole answer.
  if (Array.isArray(node.enum)) return undefined;
  if (node.type === 'array' && !(typeof node.minItems === 'number' && node.minItems > 0)) return [];
  if (node.type === 'string' && !(typeof node.minLength === 'number' && node.minLength > 0)) return '';
  return undefined;
}

const ok = (value: unknown): Result => ({ ok: true, value });
const fail = (why: string): Result => ({ ok: false, why });
