const SENTENCE_END = /[.!?…\n]/;

/**
 * The sentence of `content` holding the correction at [start, end), with the correction applied: what
 * "Hear it" reads for a corrected sentence. Sentence ends are . ! ? … and line breaks.
 */
export function correctedSentence(content: string, start: number, end: number, corrected: string): string {
  let from = start;
  while (from > 0 && !SENTENCE_END.test(content[from - 1]!)) from--;
  let to = end;
  while (to < content.length && !SENTENCE_END.test(content[to]!)) to++;
  if (to < content.length && content[to] !== '\n') to++; // keep the sentence's own full stop
  return (content.slice(from, start) + corrected + content.slice(end, to)).trim();
}
