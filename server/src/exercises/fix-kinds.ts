import { sameLemma } from './lemma-forms.js';
import { sayEnglish, type LessonKey, type Say } from './lesson-text.js';

/**
 * What kind of fix a correction is, and what a teacher says about it: the rule in one sentence and,
 * for "Going deeper", why and when it applies in the language. Offline, without a model, these are
 * the only explanations that are true of any word (docs/decisions/147).
 */
export type FixKind = 'accent' | 'capital' | 'spelling' | 'other';

const bare = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
const oneWord = (s: string) => /^[\p{L}\p{M}'’-]+$/u.test(s);

/**
 * With `language`, two forms of one word from a table (el → la, fue → fui) are grammar, never
 * spelling: gender or person is taught by its rule, not as letters to learn (issue 22).
 */
export function fixKind(wrong: string, right: string, language?: string): FixKind {
  if (!oneWord(wrong) || !oneWord(right)) return 'other';
  if (
    language &&
    sameLemma(wrong, right, language) &&
    bare(wrong).toLocaleLowerCase() !== bare(right).toLocaleLowerCase()
  )
    return 'other';
  if (wrong !== right && wrong.toLocaleLowerCase() === right.toLocaleLowerCase()) return 'capital';
  if (wrong !== right && bare(wrong) === bare(right)) return 'accent';
  return 'spelling';
}

/** The part where two spellings differ, after their common beginning and end. */
function difference(wrong: string, right: string): { was: string; now: string } {
  const a = [...wrong.normalize('NFC')];
  const b = [...right.normalize('NFC')];
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  return { was: a.slice(p, a.length - s).join(''), now: b.slice(p, b.length - s).join('') };
}

/** The rule of one fix in a sentence, said by `say`; `fallback` (the checker's own words) for grammar fixes. */
export function ruleOf(
  wrong: string,
  right: string,
  fallback: string,
  language?: string,
  say: Say = sayEnglish,
): string {
  const { was, now } = difference(wrong, right);
  switch (fixKind(wrong, right, language)) {
    case 'accent':
      if (!now) return say('rule.accentWithout', { right, was });
      return was ? say('rule.accentFor', { right, now, was }) : say('rule.accentWith', { right, now });
    case 'capital':
      return right[0] !== wrong[0]
        ? say('rule.capital', { right, letter: right[0]! })
        : say('rule.case', { right, spelled: [...right].join('-') });
    case 'spelling':
      if (was && now) return say('rule.spellingFor', { right, now, was });
      if (now) return say('rule.spellingAdded', { right, now });
      return say('rule.spellingDropped', { right, was });
    default:
      return fallback;
  }
}

/** The target languages with a "Going deeper" note for each kind of letter fix. */
const DEEPER: Record<Exclude<FixKind, 'other'>, readonly string[]> = {
  accent: ['es', 'fr', 'de', 'en'],
  capital: ['de', 'en', 'es', 'fr'],
  spelling: ['es', 'fr', 'de', 'en'],
};

/** Why and when the rule applies in `language`, for the "Going deeper" slide; null for grammar fixes. */
export function deeperNote(kind: FixKind, language: string, say: Say = sayEnglish): string | null {
  if (kind === 'other' || !DEEPER[kind].includes(language)) return null;
  return say(`deeper.${kind}.${language}` as LessonKey);
}
