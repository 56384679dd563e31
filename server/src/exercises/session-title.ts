import { readableConceptName } from '../assessor/index.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MAX_TITLE = 120;
const CONCEPTS_NAMED = 3;

/**
 * The title of an entry's session: the entry's day and what it practises, e.g.
 * "Journal 12 Nov · ser/estar, mucho" (the year only when it is not the year the session is made in),
 * so the list tells one entry's session from another's. `day` is the entry's 'YYYY-MM-DD'.
 */
export function entrySessionTitle(day: string, concepts: string[], now: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y !== new Date(now).getUTCFullYear() ? ` ${y}` : '';
  const date = `${d} ${MONTHS[m - 1] ?? ''}${year}`;
  const named = [...new Set(concepts.map((c) => readableConceptName(c.trim())).filter(Boolean))];
  const more = named.length > CONCEPTS_NAMED ? ` +${named.length - CONCEPTS_NAMED}` : '';
  const title = named.length
    ? `Journal ${date} · ${named.slice(0, CONCEPTS_NAMED).join(', ')}${more}`
    : `Journal ${date}`;
  return title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1)}…` : title;
}
