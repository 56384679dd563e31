import { en } from './catalogs/en.js';
import { ownEntry } from './own-entry.js';

/**
 * Readable names for the offline rules written as slugs ('es-subject-pronoun'), so a grammar concept
 * and a session title never show a slug (issue 22): the English catalog's `title.<slug>` messages
 * (catalogs/en.ts; other languages: explain-issues.ts). A slug not listed there still reads as words.
 */
const SLUG_TITLES: Record<string, string> = Object.fromEntries(
  Object.entries(en)
    .filter(([id]) => id.startsWith('title.') && /^title\.[a-z]{2}-/.test(id))
    .map(([id, title]) => [id.slice('title.'.length), title]),
);

const SLUG = /^(?:de|en|es|fr|it|pt)-[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/** A rule id or stored title written as a language-prefixed slug ('es-gender', 'Es-gender'). */
export function isRuleSlug(name: string): boolean {
  return SLUG.test(name.trim());
}

/** 'es-subject-pronoun' → 'Leaving out the subject pronoun'; an unlisted slug → its words. */
export function slugTitle(slug: string): string {
  const key = slug.trim().toLowerCase();
  const listed = ownEntry(SLUG_TITLES, key);
  if (listed) return listed;
  const words = key.replace(/^[a-z]{2}-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A concept name as a learner reads it: a stored slug becomes its readable name, anything else stays. */
export function readableConceptName(name: string): string {
  return isRuleSlug(name) ? slugTitle(name) : name;
}
