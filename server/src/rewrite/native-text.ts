import { entryLength, JOURNAL_CONTENT_MAX_CHARS } from '@inkwell/contract';
import { z } from 'zod';
import { wrongLanguage } from '../assessor/index.js';

/**
 * The checks a model's native-like rewrite passes before it is stored or shown (decision 286). The model
 * reads the learner's text, so its answer is untrusted: markup is taken out, and an answer that is not a
 * rewrite of this entry — far longer or shorter, in another language, talking to the reader, carrying links
 * the entry does not have — is refused whole rather than trimmed into something else.
 */

/** How much longer than the entry a rewrite may be: idiom takes room, a second essay does not fit. */
const LONGER = 1.5;
const SLACK_CHARS = 200;
/** A rewrite of an entry of at least SHORTEST_CHECKED characters keeps at least this share of it. */
const SHORTER = 0.3;
const SHORTEST_CHECKED = 100;

/** Longest rewrite of an entry of `entryChars` characters: never beyond what an entry may hold. */
export function longestRewrite(entryChars: number): number {
  return Math.min(JOURNAL_CONTENT_MAX_CHARS, Math.ceil(entryChars * LONGER) + SLACK_CHARS);
}

/** Shortest rewrite of an entry of `entryChars` characters. */
export function shortestRewrite(entryChars: number): number {
  return entryChars >= SHORTEST_CHECKED ? Math.floor(entryChars * SHORTER) : 1;
}

/** Elements whose content is never text of the entry; their whole block goes. */
const HIDDEN_BLOCKS = /<(script|style|iframe|object|template|noscript)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
/** Any start or end tag, comment or doctype: `<b>`, `</p >`, `<!-- … -->`, `<img src=x onerror=…>`. */
const TAGS = /<!--[\s\S]*?(-->|$)|<\/?[a-z][^<>]*(>|$)|<![^<>]*>/gi;

/** The answer as plain text: no markup, one space inside a line, blank lines between paragraphs. */
export function plainRewrite(raw: string): string {
  const text = raw.replace(HIDDEN_BLOCKS, ' ').replace(TAGS, ' ').replace(/\r\n?/g, '\n');
  return text
    .split(/\n\s*\n/)
    .map((para) =>
      para
        .split('\n')
        .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** Words that speak to the reader or to a model instead of rewriting an entry. */
const ADDRESSING = [
  /\b(ignore|disregard|forget)\b[^.\n]{0,40}\b(instructions?|prompts?|rules)\b/i,
  /\bsystem prompt\b/i,
  /\bas an (ai|a\.i\.|language model)\b/i,
  /\b(here is|here's) (the|a|your) (rewritten|corrected|revised|native)/i,
  /```/,
];
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;

export type RewriteCheck = { ok: true; text: string } | { ok: false; reason: string };

/**
 * The model's rewrite of `entry` (in `language`) made safe to store, or why it is refused. Refused: empty,
 * out of the length bounds, clearly in another language, addressing the reader, or with a link the
 * learner did not write.
 */
export function checkRewrite(raw: string, entry: string, language: string | null): RewriteCheck {
  const text = plainRewrite(raw);
  const entryChars = entryLength(entry);
  const schema = z
    .string()
    .min(shortestRewrite(entryChars), { message: 'empty or far shorter than the entry' })
    .refine((s) => entryLength(s) <= longestRewrite(entryChars), {
      message: 'far longer than the entry',
    })
    .refine((s) => !ADDRESSING.some((re) => re.test(s)), { message: 'it addresses the reader' })
    .refine((s) => (s.match(LINK) ?? []).every((link) => entry.includes(link)), {
      message: 'a link the entry does not have',
    })
    .refine((s) => !language || wrongLanguage([s], language) === null, {
      message: 'not in the entry’s language',
    });
  const result = schema.safeParse(text);
  return result.success
    ? { ok: true, text: result.data }
    : { ok: false, reason: result.error.issues.map((i) => i.message).join('; ') };
}
