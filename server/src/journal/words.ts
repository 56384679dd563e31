// Word counting that works for scripts without spaces (Chinese, Japanese, Thai) as well as for
// space-separated ones: Intl.Segmenter's word boundaries in the entry's language.

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string | null): Intl.Segmenter {
  const key = language ?? '';
  let s = segmenters.get(key);
  if (!s) {
    try {
      s = new Intl.Segmenter(language ?? undefined, { granularity: 'word' });
    } catch {
      // A code Intl cannot parse (some constructed or ancient languages) falls back to the root locale.
      s = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(key, s);
  }
  return s;
}

/** Number of word-like segments in `text` (punctuation and spaces do not count). */
export function countWords(text: string, language: string | null = null): number {
  let count = 0;
  for (const segment of segmenterFor(language).segment(text)) if (segment.isWordLike) count += 1;
  return count;
}

/** A one-line preview: whitespace collapsed, cut at `max` characters on a word boundary when possible. */
export function excerptOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
