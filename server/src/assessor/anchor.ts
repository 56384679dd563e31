import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  ASSESSMENT_LIMITS as LIMITS,
  maxCorrectionsFor,
  truncateText,
  type AssessmentCorrection,
  type CorrectionCategory,
  type CorrectionSeverity,
} from '@inkwell/contract';
import { CoveredSpans } from './covered-spans.js';
import {
  approxWordCount,
  graphemeBoundaries,
  sentenceAround,
  type GraphemeBoundaries,
  sentenceSpans,
  squashSpaces,
  type Span,
} from './text.js';

/**
 * Anchoring (docs/ARCHITECTURE.md, "The assessor"): a model never gives offsets. It quotes each correction's original
 * text verbatim, with a little of the text before it, and this module finds it in the entry.
 */

export interface ProposedCorrection {
  original: string;
  corrected: string;
  explanation: string;
  category: CorrectionCategory;
  severity?: CorrectionSeverity | undefined;
  /** A few words of the entry right before `original`, to pick the right one of several occurrences. */
  contextBefore?: string | undefined;
}

export interface AnchorStats {
  proposed: number;
  kept: number;
  /** `original` not found in the entry (a hallucination or a paraphrase), or only inside a grapheme. */
  unanchored: number;
  /** `corrected` equals `original`: nothing to change. */
  noop: number;
  /** The occurrence the model meant overlaps a correction kept before it (never moved elsewhere). */
  overlap: number;
  /** A rewrite rather than a correction: more than MAX_SPAN_WORDS words or MAX_SPAN_CHARS characters. */
  tooLong: number;
  /** Not looked at: the entry's cap on corrections was reached (decision 130). */
  capped: number;
}

export interface AnchorResult {
  corrections: AssessmentCorrection[];
  stats: AnchorStats;
}

export interface AnchorOptions {
  /** Most corrections kept; default maxCorrectionsFor(the entry's words). */
  maxCorrections?: number;
}

/** Longest stretch of anchoring work between two turns of the event loop. */
const SLICE_MS = 8;
/** Proposals looked at per correction the cap allows: hallucinated quotes cost work too. */
const PROPOSALS_PER_KEPT = 3;
/** A correction longer than this is a rewrite of a passage, not one mistake a learner can study. */
export const MAX_SPAN_WORDS = 12;
export const MAX_SPAN_CHARS = 120;
/** The model's context must match at least this much of the text right before the quote (or all of it). */
const CONTEXT_MATCH_CHARS = 20;

const newStats = (proposed: number): AnchorStats => ({
  proposed,
  kept: 0,
  unanchored: 0,
  noop: 0,
  overlap: 0,
  tooLong: 0,
  capped: 0,
});

/**
 * Places a model's corrections in the entry. Bounded (at most maxCorrections kept, a few times that
 * looked at), near-linear (each distinct quote is searched once; overlaps are O(log n) lookups) and
 * cooperative: it yields the event loop every few milliseconds, so other requests keep being served.
 */
export async function anchorCorrections(
  text: string,
  proposals: readonly ProposedCorrection[],
  opts: AnchorOptions = {},
): Promise<AnchorResult> {
  const stats = newStats(proposals.length);
  const limit = opts.maxCorrections ?? maxCorrectionsFor(approxWordCount(text));
  const boundaries = graphemeBoundaries(text);
  const covered = new CoveredSpans(text.length);
  const quotes = new Map<string, QuoteOccurrences>();
  const kept: Kept[] = [];
  const slice = new TimeSlice();
  const looked = Math.min(proposals.length, limit * PROPOSALS_PER_KEPT);
  for (let i = 0; i < looked && kept.length < limit; i++) {
    await slice.maybeYield();
    const p = proposals[i]!;
    if (squashSpaces(p.original) === squashSpaces(p.corrected)) {
      stats.noop++;
      continue;
    }
    if (isRewrite(p.original) || isRewrite(p.corrected, false)) {
      stats.tooLong++;
      continue;
    }
    const quote = p.original.trim();
    let found = quotes.get(quote);
    if (!found) {
      found = { spans: alignedOccurrences(text, quote, boundaries), used: new Set(), nextFree: 0 };
      quotes.set(quote, found);
    }
    if (found.spans.length === 0) {
      stats.unanchored++;
      continue;
    }
    const meant = intendedOccurrence(text, found, p.contextBefore);
    if (meant === 'no_context_match') {
      stats.unanchored++;
      continue;
    }
    // The occurrence the model meant is taken: drop it rather than move it to one it did not mean.
    if (!meant || covered.overlaps(meant.start, meant.end)) {
      stats.overlap++;
      continue;
    }
    found.used.add(meant.start);
    covered.cover(meant.start, meant.end);
    kept.push({ ...p, original: text.slice(meant.start, meant.end), start: meant.start, end: meant.end });
  }
  stats.capped =
    proposals.length - stats.noop - stats.unanchored - stats.overlap - stats.tooLong - kept.length;
  return finish(text, kept, stats, boundaries, slice);
}

/**
 * The same rules for corrections whose offsets are already known (the offline checkers): a span must
 * hold exactly its `original` and lie on grapheme boundaries; no-ops and overlaps with an earlier kept
 * span are dropped; the same cap applies.
 */
export async function anchorAtOffsets(
  text: string,
  items: ReadonlyArray<ProposedCorrection & Span>,
  opts: AnchorOptions = {},
): Promise<AnchorResult> {
  const stats = newStats(items.length);
  const limit = opts.maxCorrections ?? maxCorrectionsFor(approxWordCount(text));
  const boundaries = graphemeBoundaries(text);
  const covered = new CoveredSpans(text.length);
  const kept: Kept[] = [];
  const slice = new TimeSlice();
  for (const item of items) {
    if (kept.length >= limit) break;
    await slice.maybeYield();
    if (squashSpaces(item.original) === squashSpaces(item.corrected)) stats.noop++;
    else if (isRewrite(item.original) || isRewrite(item.corrected, false)) stats.tooLong++;
    else if (
      item.end <= item.start ||
      text.slice(item.start, item.end) !== item.original ||
      !boundaries.has(item.start) ||
      !boundaries.has(item.end)
    )
      stats.unanchored++;
    else if (covered.overlaps(item.start, item.end)) stats.overlap++;
    else {
      covered.cover(item.start, item.end);
      kept.push(item);
    }
  }
  stats.capped = items.length - stats.noop - stats.unanchored - stats.overlap - stats.tooLong - kept.length;
  return finish(text, kept, stats, boundaries, slice);
}

type Kept = ProposedCorrection & Span;

interface QuoteOccurrences {
  /** Every occurrence of one quote, in text order, on grapheme and word boundaries. */
  spans: Span[];
  /** Starts already taken by an earlier correction of this same quote (a repeated mistake). */
  used: Set<number>;
  /** Occurrences before this index are used by this quote (context-free repeats go forward). */
  nextFree: number;
}

/**
 * Too many words (or, for a quote, characters). A replacement counts only space-separated words: one
 * over-long word is truncated when stored, not a rewrite.
 */
function isRewrite(s: string, quote = true): boolean {
  const t = s.trim();
  if (!quote) return t !== '' && t.split(/\s+/).length > MAX_SPAN_WORDS;
  return t.length > MAX_SPAN_CHARS || approxWordCount(t) > MAX_SPAN_WORDS;
}

async function finish(
  text: string,
  kept: Kept[],
  stats: AnchorStats,
  boundaries: GraphemeBoundaries,
  slice: TimeSlice,
): Promise<AnchorResult> {
  stats.kept = kept.length;
  kept.sort((a, b) => a.start - b.start);
  const spans = sentenceSpans(text);
  const corrections: AssessmentCorrection[] = [];
  for (const k of kept) {
    await slice.maybeYield();
    const corrected = k.corrected.trim() === '' ? '' : truncateText(k.corrected, LIMITS.correctedChars);
    corrections.push({
      id: correctionId({ ...k, corrected }),
      original: k.original,
      corrected,
      explanation: truncateText(k.explanation.trim(), LIMITS.explanationChars),
      category: k.category,
      start: k.start,
      end: k.end,
      context: sentenceAround(text, k.start, k.end, spans, LIMITS.sentenceChars, boundaries),
      ...(k.severity ? { severity: k.severity } : {}),
    });
  }
  return { corrections, stats };
}

/** Occurrences of `original` that start and end on grapheme boundaries (never inside an emoji). */
function alignedOccurrences(text: string, original: string, boundaries: GraphemeBoundaries): Span[] {
  if (original.length > LIMITS.quoteChars) return [];
  return occurrences(text, original).filter(
    (s) => boundaries.has(s.start) && boundaries.has(s.end) && onWordBoundaries(text, s),
  );
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * A quote that starts (ends) with a letter or digit must not continue a word of the text: `a` is not
 * found inside `día`, `es` not inside `después`. Letters of every script count (Unicode classes).
 */
export function onWordBoundaries(text: string, s: Span): boolean {
  const first = String.fromCodePoint(text.codePointAt(s.start)!);
  if (WORD_CHAR.test(first) && s.start > 0 && WORD_CHAR.test(charBefore(text, s.start))) return false;
  const last = charBefore(text, s.end);
  return !(
    WORD_CHAR.test(last) &&
    s.end < text.length &&
    WORD_CHAR.test(String.fromCodePoint(text.codePointAt(s.end)!))
  );
}

/** The code point that ends right before `at` (a surrogate pair read whole). */
function charBefore(text: string, at: number): string {
  const low = text.charCodeAt(at - 1);
  if (at >= 2 && low >= 0xdc00 && low <= 0xdfff) return text.slice(at - 2, at);
  return text.slice(at - 1, at);
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

/**
 * The occurrence the model meant. With context: the one whose preceding text best matches it (at least
 * its last CONTEXT_MATCH_CHARS, or all of it), earliest on a tie, skipping those this same quote already
 * took; none matching is 'no_context_match'. Without context: the next occurrence this quote has not
 * taken. Coverage by other corrections is deliberately not considered here: the caller drops, never moves.
 */
function intendedOccurrence(
  text: string,
  found: QuoteOccurrences,
  contextBefore: string | undefined,
): Span | undefined | 'no_context_match' {
  const { spans, used } = found;
  const context = squashSpaces((contextBefore ?? '').slice(-LIMITS.contextBeforeChars)).toLowerCase();
  if (context === '') {
    while (found.nextFree < spans.length && used.has(spans[found.nextFree]!.start)) found.nextFree++;
    return spans[found.nextFree];
  }
  const needed = Math.min(context.length, CONTEXT_MATCH_CHARS);
  let best: Span | undefined;
  let bestScore = -1;
  let anyMatch = false;
  for (const s of spans) {
    const score = contextScore(text, s.start, context);
    if (score < needed) continue;
    anyMatch = true;
    if (score > bestScore && !used.has(s.start)) {
      best = s;
      bestScore = score;
    }
  }
  return anyMatch ? best : 'no_context_match';
}

/**
 * How many characters of `context` (spaces squashed, lower case) match the text right before `at`,
 * read backwards, runs of whitespace counting as one space. Allocation-free; stops at the first
 * difference, so a wrong occurrence costs a character or two.
 */
function contextScore(text: string, at: number, context: string): number {
  let i = at - 1;
  while (i >= 0 && isSpace(text[i]!)) i--;
  let j = context.length - 1;
  let n = 0;
  while (i >= 0 && j >= 0) {
    const ch = text[i]!;
    if (isSpace(ch)) {
      if (context[j] !== ' ') break;
      while (i >= 0 && isSpace(text[i]!)) i--;
    } else {
      if (ch !== context[j] && ch.toLowerCase() !== context[j]) break;
      i--;
    }
    j--;
    n++;
  }
  return n;
}

const isSpace = (ch: string) => /\s/.test(ch);

/** Hands the event loop back (setImmediate) once a slice of work has run for SLICE_MS. */
class TimeSlice {
  private started = performance.now();

  async maybeYield(): Promise<void> {
    if (performance.now() - this.started < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.started = performance.now();
  }
}

/** Deterministic id, so re-presenting the same assessment keeps the learner's correction states. */
function correctionId(c: Span & { original: string; corrected: string }): string {
  const digest = createHash('sha256')
    .update(`${c.start}:${c.end}:${c.original}\u0000${c.corrected}`)
    .digest('hex');
  return `c-${c.start}-${digest.slice(0, 10)}`;
}
