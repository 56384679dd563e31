import type { SessionTitleMessage } from '@inkwell/contract';
import { readableConceptName } from '../assessor/index.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MAX_TITLE = 120;
/** A message value stays well inside the contract's 400 characters. */
const MAX_VALUE = 300;
const CONCEPTS_NAMED = 3;

/**
 * A title the server makes: the English text (stored in `title`, shown by older clients and in export
 * files) and the same title as a catalog key and values, which the web words in the interface language
 * (decision 291).
 */
export interface SessionTitle {
  title: string;
  message: SessionTitleMessage;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The first few distinct names, joined, and how many more there are. */
function named(names: string[]): { concepts: string; more: number } {
  const unique = [...new Set(names.map((c) => readableConceptName(c.trim())).filter(Boolean))];
  return {
    concepts: clip(unique.slice(0, CONCEPTS_NAMED).join(', '), MAX_VALUE),
    more: Math.max(0, unique.length - CONCEPTS_NAMED),
  };
}

/**
 * The title of an entry's session: the entry's day and what it practises, e.g.
 * "Journal 12 Nov · ser/estar, mucho" (the year only when it is not the year the session is made in),
 * so the list tells one entry's session from another's. `day` is the entry's 'YYYY-MM-DD'.
 */
export function entrySessionTitle(day: string, concepts: string[], now: number): SessionTitle {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y !== new Date(now).getUTCFullYear() ? 1 : 0;
  const date = `${d} ${MONTHS[m - 1] ?? ''}${year ? ` ${y}` : ''}`;
  const { concepts: names, more } = named(concepts);
  if (!names)
    return { title: `Journal ${date}`, message: { key: 'session.title.journalDay', params: { day, year } } };
  return {
    title: clip(`Journal ${date} · ${names}${more ? ` +${more}` : ''}`, MAX_TITLE),
    message: { key: 'session.title.journal', params: { day, year, concepts: names, more } },
  };
}

/** A session made from deck concepts: "Practice: ser/estar, mucho, día…" (the first three named). */
export function deckSessionTitle(concepts: string[]): SessionTitle {
  // The deck's own titles as they are, one per picked concept (the titles of before decision 291).
  const names = clip(concepts.slice(0, CONCEPTS_NAMED).join(', '), MAX_VALUE);
  const more = Math.max(0, concepts.length - CONCEPTS_NAMED);
  return {
    title: clip(`Practice: ${names}${more ? '…' : ''}`, MAX_TITLE),
    message: { key: 'session.title.deck', params: { concepts: names, more } },
  };
}

/** A recurring mistake practised from Progress: "Practise: es → estoy". */
export function practiseSessionTitle(wrong: string, right: string): SessionTitle {
  return {
    title: `Practise: ${wrong} → ${right}`.slice(0, MAX_TITLE),
    message: {
      key: 'session.title.practise',
      params: { wrong: clip(wrong, MAX_VALUE), right: clip(right, MAX_VALUE) },
    },
  };
}

/** A made title as createSession takes it. */
export const titleFields = (t: SessionTitle) => ({ title: t.title, titleMessage: t.message });
