import { createHash } from 'node:crypto';
import type { AssessmentCorrection, CorrectionCategory } from '@inkwell/contract';
import { sentenceAround, sentenceSpans, squashSpaces, type Span } from './text.js';

/**
 * Anchoring (ARCHITECTURE.md "AI"): a model never gives offsets. It quotes each correction's original
 * text verbatim, with a little of the text before it, and this module finds it in the entry.
 */

export interface ProposedCorrection {
  original: string;
  corrected: string;
  explanation: string;
  category: CorrectionCategory;
  /** A few words of the entry right before `original`, to pick the right one of several occurrences. */
  contextBefore?: string | undefined;
}

export interface AnchorStats {
  proposed: number;
  kept: number;
  /** `original` not found in the entry (a hallucination or a paraphrase). */
  unanchored: number;
  /** `corrected` equals `original`: nothing to change. */
  noop: number;
  /** Overlaps a correction kept before it. */
  overlap: number;
}

export interface AnchorResult {
  corrections: AssessmentCorrection[];
  stats: AnchorStats;
}

export function anchorCorrections(text: string, proposals: readonly ProposedCorrection[]): AnchorResult {
  const stats: AnchorStats = { proposed: proposals.length, kept: 0, unanchored: 0, noop: 0, overlap: 0 };
  const kept: Array<ProposedCorrection & Span> = [];
  for (const p of proposals) {
    if (squashSpaces(p.original) === squashSpaces(p.corrected)) {
      stats.noop++;
      continue;
    }
    const candidates = occurrences(text, p.original);
    if (candidates.length === 0) {
      stats.unanchored++;
      continue;
    }
    const free = candidates.filter((c) => !kept.some((k) => c.start < k.end && k.start < c.end));
    if (free.length === 0) {
      stats.overlap++;
      continue;
    }
    const best = pickByContext(text, free, p.contextBefore);
    kept.push({ ...p, original: text.slice(best.start, best.end), start: best.start, end: best.end });
  }
  return finish(text, kept, stats);
}

/**
 * The same rules for corrections whose offsets are already known (the offline checkers): a span must
 * hold exactly its `original`; no-ops and overlaps with an earlier kept span are dropped.
 */
export function anchorAtOffsets(text: string, items: ReadonlyArray<ProposedCorrection & Span>): AnchorResult {
  const stats: AnchorStats = { proposed: items.length, kept: 0, unanchored: 0, noop: 0, overlap: 0 };
  const kept: Array<ProposedCorrection & Span> = [];
  for (const item of items) {
    if (squashSpaces(item.original) === squashSpaces(item.corrected)) stats.noop++;
    else if (item.end <= item.start || text.slice(item.start, item.end) !== item.original) stats.unanchored++;
    else if (kept.some((k) => item.start < k.end && k.start < item.end)) stats.overlap++;
    else kept.push(item);
  }
  return finish(text, kept, stats);
}

function finish(text: string, kept: Array<ProposedCorrection & Span>, stats: AnchorStats): AnchorResult {
  stats.kept = kept.length;
  kept.sort((a, b) => a.start - b.start);
  const spans = sentenceSpans(text);
  const corrections = kept.map((k) => ({
    id: correctionId(k),
    original: k.original,
    corrected: k.corrected.trim() === '' ? '' : k.corrected,
    explanation: k.explanation.trim(),
    category: k.category,
    start: k.start,
    end: k.end,
    context: sentenceAround(text, k.start, k.end, spans),
  }));
  return { corrections, stats };
}

/**
 * Where `original` occurs in `text`. Exact matches first; failing those, the same words separated by
 * different whitespace (a model often reflows line breaks) — safe because every non-space character
 * must still match in order. Leading/trailing spaces of the quote are ignored.
 */
export function occurrences(text: string, original: string): Span[] {
  const quote = original.trim();
  if (quote === '') return [];
  const exact: Span[] = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    exact.push({ start: at, end: at + quote.length });
  }
  if (exact.length > 0 || !/\s/.test(quote)) return exact;
  const pattern = quote
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  return [...text.matchAll(new RegExp(pattern, 'g'))].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The occurrence whose preceding text best ends with `contextBefore`; ties go to the earliest. */
function pickByContext(text: string, candidates: Span[], contextBefore: string | undefined): Span {
  const context = squashSpaces(contextBefore ?? '').toLowerCase();
  if (context === '' || candidates.length === 1) return candidates[0]!;
  let best = candidates[0]!;
  let bestScore = -1;
  for (const c of candidates) {
    const before = squashSpaces(
      text.slice(Math.max(0, c.start - context.length * 2 - 20), c.start),
    ).toLowerCase();
    const score = commonSuffixLength(before, context);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

function commonSuffixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/** Deterministic id, so re-presenting the same assessment keeps the learner's correction states. */
function correctionId(c: Span & { original: string; corrected: string }): string {
  const digest = createHash('sha256')
    .update(`${c.start}:${c.end}:${c.original}\u0000${c.corrected}`)
    .digest('hex');
  return `c-${c.start}-${digest.slice(0, 10)}`;
}
