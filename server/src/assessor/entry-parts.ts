import { ASSESSMENT_LIMITS, maxCorrectionsFor } from '@inkwell/contract';
import type { GenerateOptions, StructuredResult } from '../ai/generate.js';
import { inputCharsFor } from '../ai/generate.js';

/** Longest part sent in one assessment call: small parts also stream back sooner, in parallel. */
const MAX_PART_CHARS = 6_000;

/**
 * Splits a long entry at paragraph boundaries (then sentence, then space) into parts of at most
 * `maxChars`, so each part's corrections fit in one answer under the provider's max_tokens.
 * Every part keeps its text verbatim: the parts joined give back the entry.
 */
export function splitEntry(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const parts: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const cut =
      lastBreak(window, /\n\s*\n/g) ??
      lastBreak(window, /\n/g) ??
      lastBreak(window, /[.!?…]\s+/g) ??
      lastBreak(window, /\s+/g) ??
      maxChars;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.trim() !== '' || parts.length === 0) parts.push(rest);
  return parts;
}

/** End of the last match of `re` in `s` past its first quarter (a part must not be tiny). */
function lastBreak(s: string, re: RegExp): number | undefined {
  let best: number | undefined;
  for (const m of s.matchAll(re)) {
    const end = m.index + m[0].length;
    if (end > s.length / 4 && end < s.length) best = end;
  }
  return best;
}

/** How long a part may be for a model with this output-token maximum. */
export function partCharsFor(maxOutputTokens: number): number {
  return Math.max(1_000, Math.min(MAX_PART_CHARS, inputCharsFor(maxOutputTokens)));
}

/** How many model calls an analysis of `text` makes: one per part (each is charged, issue 21). */
export function partCount(text: string, maxOutputTokens: number): number {
  return splitEntry(text, partCharsFor(maxOutputTokens)).length;
}

/** The wire caps of one part's answer: corrections by its length (decision 130), lists by the limits. */
export function assessmentWire(part: string): GenerateOptions['wire'] {
  const words = part.split(/\s+/).filter(Boolean).length;
  return {
    maxItems: {
      corrections: maxCorrectionsFor(words),
      vocab_concepts: ASSESSMENT_LIMITS.vocabConcepts,
      grammar: ASSESSMENT_LIMITS.grammarPoints,
      examples: ASSESSMENT_LIMITS.examplesPerPoint,
      tags: ASSESSMENT_LIMITS.tagsPerPoint,
    },
  };
}

/**
 * Assesses each part (calls run in parallel through the model's limiter) and merges the answers:
 * lists concatenated in entry order, feedback joined, other fields (level, justification) from the
 * longest part. A single part is passed through unchanged.
 */
export async function assessInParts<T extends Record<string, unknown>>(
  text: string,
  maxOutputTokens: number,
  call: (part: string) => Promise<StructuredResult<T>>,
): Promise<{ object: T; dropped: Record<string, number>; calls: number }> {
  const parts = splitEntry(text, partCharsFor(maxOutputTokens));
  const results = await Promise.all(parts.map((part) => call(part)));
  const dropped: Record<string, number> = {};
  for (const r of results) for (const [k, n] of Object.entries(r.dropped)) dropped[k] = (dropped[k] ?? 0) + n;
  const calls = results.reduce((sum, r) => sum + r.usage.calls, 0);
  if (results.length === 1) return { object: results[0]!.object, dropped, calls };
  const longest = parts.reduce((best, p, i) => (p.length > parts[best]!.length ? i : best), 0);
  const merged: Record<string, unknown> = { ...results[longest]!.object };
  for (const key of Object.keys(merged)) {
    const values = results.map((r) => r.object[key]);
    if (values.every(Array.isArray)) merged[key] = (values as unknown[][]).flat();
    else if (key === 'feedback')
      merged[key] = values.filter((v) => typeof v === 'string' && v.trim()).join(' ');
  }
  return { object: merged as T, dropped, calls };
}
