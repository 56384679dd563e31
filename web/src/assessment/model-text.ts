/** A run of a model's text and how it is shown. */
export interface TextRun {
  text: string;
  style: 'plain' | 'bold' | 'italic';
}

const TAG_MARKS: Record<string, string> = { b: '**', strong: '**', i: '*', em: '*' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * HTML a model wrote, as Markdown's marks: <b>/<strong> and <i>/<em> become ** and *, <br> a space,
 * every other tag goes; the common entities are decoded. Nothing of it ever reaches the page as HTML.
 */
function htmlToMarks(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_, tag: string) => TAG_MARKS[tag.toLowerCase()] ?? '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) =>
      name === '#39' ? "'" : ENTITIES[name]!,
    );
}

/** Markdown marks the safe subset does not show: heading and quote markers, code ticks. */
function dropOtherMarks(text: string): string {
  return text.replace(/^\s{0,3}(#{1,6}|>)\s+/gm, '').replace(/`([^`]*)`/g, '$1');
}

// **bold**, __bold__, *italic*, and _italic_ only between non-word characters (snake_case stays).
const MARKS =
  /(\*\*|__)(?=\S)([\s\S]*?\S)\1|\*(?=[^\s*])([^*]*?[^\s*])\*|(?<!\w)_(?=[^\s_])([^_]*?[^\s_])_(?!\w)/g;

/**
 * The text a model wrote (feedback, explanations) as runs of plain, bold and italic text: the safe
 * subset of Markdown and HTML it may use (issue 27). Marks inside bold are dropped, never shown raw.
 */
export function modelTextRuns(raw: string): TextRun[] {
  const text = dropOtherMarks(htmlToMarks(raw));
  const runs: TextRun[] = [];
  const push = (t: string, style: TextRun['style']) => {
    const clean = t.replace(/\*\*|__/g, '');
    if (clean) runs.push({ text: clean, style });
  };
  let at = 0;
  for (const m of text.matchAll(MARKS)) {
    push(text.slice(at, m.index), 'plain');
    if (m[2] !== undefined) push(m[2].replace(/(?<!\w)[*_]|[*_](?!\w)/g, ''), 'bold');
    else push(m[3] ?? m[4] ?? '', 'italic');
    at = m.index + m[0].length;
  }
  push(text.slice(at), 'plain');
  return runs;
}

/** The same text with every mark removed (labels, titles: places with no room for styling). */
export function plainModelText(raw: string): string {
  return modelTextRuns(raw)
    .map((r) => r.text)
    .join('');
}
