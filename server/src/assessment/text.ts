/** Small text helpers shared by the anchoring, the offline assessor and the level estimate. */

export interface Span {
  start: number;
  end: number;
}

/** Sentence spans of `text` (UTF-16 offsets), split after . ! ? … and at line breaks. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?…]+["'»”)]*(?=\s|$)|\n+/g;
  let start = 0;
  for (const m of text.matchAll(boundary)) {
    const end = m.index + m[0].length;
    pushTrimmed(text, start, end, spans);
    start = end;
  }
  pushTrimmed(text, start, text.length, spans);
  return spans;
}

function pushTrimmed(text: string, start: number, end: number, out: Span[]): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  if (e > s) out.push({ start: s, end: e });
}

/** The sentence containing [start, end), or the span itself when it crosses sentences. */
export function sentenceAround(
  text: string,
  start: number,
  end: number,
  spans = sentenceSpans(text),
): string {
  const first = spans.find((s) => s.end > start) ?? { start, end };
  const last = [...spans].reverse().find((s) => s.start < end) ?? first;
  return text.slice(Math.min(first.start, start), Math.max(last.end, end));
}

/** Word tokens (letters, marks, digits, inner apostrophes and hyphens) with their offsets. */
export function wordTokens(text: string): Array<Span & { word: string }> {
  const out: Array<Span & { word: string }> = [];
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu)) {
    out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Collapses runs of whitespace to one space and trims. */
export function squashSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
