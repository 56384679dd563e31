/**
 * Counts words the way a learner would. Intl.Segmenter knows word boundaries in scripts written
 * without spaces (Chinese, Japanese, Thai), where splitting on whitespace would count a whole
 * paragraph as one word.
 */
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'word' })
    : null;

export function countWords(text: string): number {
  if (!segmenter) return text.split(/\s+/).filter(Boolean).length;
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}
