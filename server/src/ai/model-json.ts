/**
 * The JSON object in a model's text. Local models wrap it: `<think>…</think>` reasoning first (an
 * unclosed one when the model was cut off), ```json fences, a sentence before or after.
 */
export type Extracted = { ok: true; value: unknown } | { ok: false; error: string };

export function extractJson(text: string): Extracted {
  let s = text.replace(/<think>[\s\S]*?<\/think>/gi, '');
  // Reasoning that was never closed hides everything after it.
  if (/<think>/i.test(s)) s = s.replace(/<think>[\s\S]*$/i, '');
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(s);
  if (fence) s = fence[1]!;
  s = s.trim();
  if (s === '') return { ok: false, error: 'the answer was empty' };
  try {
    return { ok: true, value: JSON.parse(s) };
  } catch {
    // Text around the object: take the outermost braces.
    const start = s.indexOf('{');
    const end = s.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return { ok: true, value: JSON.parse(s.slice(start, end + 1)) };
      } catch (e) {
        return { ok: false, error: `not valid JSON (${(e as Error).message})` };
      }
    }
    return { ok: false, error: 'no JSON object in the answer' };
  }
}
