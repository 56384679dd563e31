/**
 * Reads the elements of one array of a model's JSON object while the answer streams in: each object
 * element of `"<key>": [ … ]` (a top-level key) is handed over as soon as its closing brace arrives,
 * long before the whole answer can be parsed. Feed it the text so far after every piece; it resumes
 * where it stopped, so a whole answer costs one pass. It skips what local models put first (closed
 * `<think>` blocks, a ```json fence, a sentence) by starting at the first `{` outside reasoning.
 *
 * A best-effort preview: an element that does not parse is skipped here (the full answer is checked,
 * salvaged and repaired later, generate.ts), and text shorter than the last one read starts it over
 * (a new attempt of the same call).
 */
export class StreamedArrayReader {
  private pos = 0;
  private started = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private stringStart = 0;
  /** At the root, the next string is a key (after `{` or `,`), not a value. */
  private expectKey = false;
  private lastKey: string | null = null;
  private inArray = false;
  private itemStart = -1;
  private finished = false;

  constructor(private readonly key: string) {}

  /** The elements completed since the last call, in order. */
  read(soFar: string): Record<string, unknown>[] {
    if (soFar.length < this.pos) this.reset();
    if (!this.started && !this.findRoot(soFar)) return [];
    const items: Record<string, unknown>[] = [];
    let i = this.pos;
    for (; i < soFar.length && !this.finished; i++) {
      const ch = soFar[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (ch === '\\') this.escaped = true;
        else if (ch === '"') this.closeString(soFar, i);
        continue;
      }
      switch (ch) {
        case '"':
          this.inString = true;
          this.stringStart = i;
          break;
        case '{':
        case '[':
          this.depth++;
          if (this.depth === 1) this.expectKey = true;
          else if (this.depth === 2 && ch === '[' && this.lastKey === this.key) this.inArray = true;
          else if (this.depth === 3 && ch === '{' && this.inArray) this.itemStart = i;
          break;
        case '}':
        case ']': {
          if (this.depth === 3 && ch === '}' && this.itemStart >= 0) {
            const item = parseObject(soFar.slice(this.itemStart, i + 1));
            if (item) items.push(item);
            this.itemStart = -1;
          }
          this.depth--;
          if (this.depth === 1) this.inArray = false;
          if (this.depth <= 0) this.finished = true;
          break;
        }
        case ',':
          if (this.depth === 1) this.expectKey = true;
          break;
        case ':':
          if (this.depth === 1) this.expectKey = false;
          break;
      }
    }
    this.pos = i;
    return items;
  }

  private closeString(text: string, end: number): void {
    this.inString = false;
    if (this.depth !== 1 || !this.expectKey) return;
    try {
      this.lastKey = JSON.parse(text.slice(this.stringStart, end + 1)) as string;
    } catch {
      this.lastKey = null;
    }
  }

  /** Moves `pos` to the root object's `{`; false while it has not arrived (or reasoning is still open). */
  private findRoot(text: string): boolean {
    let from = this.pos;
    for (;;) {
      const brace = text.indexOf('{', from);
      const think = text.slice(from).search(/<think>/i);
      const thinkAt = think < 0 ? -1 : from + think;
      if (thinkAt >= 0 && (brace < 0 || thinkAt < brace)) {
        const close = text.slice(thinkAt).search(/<\/think>/i);
        // Reasoning still streaming: come back from its start next time.
        if (close < 0) {
          this.pos = thinkAt;
          return false;
        }
        from = thinkAt + close + '</think>'.length;
        continue;
      }
      if (brace < 0) {
        // Nothing yet but prose or a fence; keep a tail in case a `<think>` tag is cut in half.
        this.pos = Math.max(from, text.length - '<think>'.length);
        return false;
      }
      this.pos = brace;
      this.started = true;
      return true;
    }
  }

  private reset(): void {
    Object.assign(this, new StreamedArrayReader(this.key));
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
