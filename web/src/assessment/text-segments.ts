/** A piece of the entry text: plain, or the original text of one correction. */
export type TextSegment =
  | { kind: 'text'; text: string; start: number }
  | { kind: 'correction'; text: string; start: number; end: number; correctionId: string };

export interface AnchoredSpan {
  id: string;
  start: number;
  end: number;
  original: string;
}

/**
 * Cuts `content` into plain and highlighted runs from the corrections' UTF-16 offsets. The server anchors
 * corrections, but the page must not break on bad data: spans out of range, empty, not matching their
 * original text, or overlapping an earlier span are left out (they still appear in the Corrections List).
 */
export function segmentText(content: string, spans: readonly AnchoredSpan[]): TextSegment[] {
  const usable = spans
    .filter(
      (s) =>
        Number.isInteger(s.start) &&
        Number.isInteger(s.end) &&
        s.start >= 0 &&
        s.end <= content.length &&
        s.start < s.end &&
        content.slice(s.start, s.end) === s.original,
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const span of usable) {
    if (span.start < cursor) continue; // overlaps the span kept before it
    if (span.start > cursor) {
      segments.push({ kind: 'text', text: content.slice(cursor, span.start), start: cursor });
    }
    segments.push({
      kind: 'correction',
      text: span.original,
      start: span.start,
      end: span.end,
      correctionId: span.id,
    });
    cursor = span.end;
  }
  if (cursor < content.length) segments.push({ kind: 'text', text: content.slice(cursor), start: cursor });
  return segments;
}
