import { countWordLikeSegments, segmenterFor } from '@inkwell/contract';

/**
 * Counts words the way a learner would. Intl.Segmenter knows word boundaries in scripts written
 * without spaces (Chinese, Japanese, Thai), where splitting on whitespace would count a whole
 * paragraph as one word. The text goes to it in pieces (wordLikeSegments): the editor counts on every
 * keystroke, and a whole long entry at once would make typing lag.
 */
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? segmenterFor(null) : null;

export function countWords(text: string): number {
  if (!segmenter) return text.split(/\s+/).filter(Boolean).length;
  return countWordLikeSegments(segmenter, text);
}
