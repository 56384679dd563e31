import type { CardFace, CardFaceMessage, SessionTitleMessage } from '@inkwell/contract';
import type { MessageKey, MessageValues } from './runtime';

/** A translator: `t` of `useT()` (or a test's own formatter). */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Text the server sends as data (decision 291): a catalog key and values, worded here in the interface
 * language. Where a row has no message (made before migration 0037, or a title the learner typed), the
 * server's string is shown as it is.
 */

/** A card face's main text and hint in the interface language. */
export function faceText(t: Translate, face: CardFace): { text: string; hint: string | null } {
  return {
    text: face.text_message ? faceMessage(t, face.text_message) : face.text,
    hint: face.hint_message ? faceMessage(t, face.hint_message) : face.hint,
  };
}

function faceMessage(t: Translate, m: CardFaceMessage): string {
  return t(m.key, m.params);
}

/** English months as the server writes them ('Sep', never Intl's 'Sept'), so English titles stay as they were. */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '12 Nov' (and its year when `year` is 1) in the interface language: '12 nov', '12. Nov.'. */
export function titleDate(locale: string, day: string, year: 0 | 1): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (locale === 'en') return `${d} ${ENGLISH_MONTHS[m - 1] ?? ''}${year ? ` ${y}` : ''}`;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
}

function titleMessage(t: Translate, locale: string, m: SessionTitleMessage): string {
  switch (m.key) {
    case 'session.title.journal':
    case 'session.title.journalDay':
      return t(m.key, { ...m.params, date: titleDate(locale, m.params.day, m.params.year) });
    default:
      return t(m.key, m.params);
  }
}

/**
 * A session's title in the interface language: its message when the server made it, else its stored
 * title, else `fallback` (the spec's 'Exercise Session' in the list, 'Language Practice Session' in the player).
 */
export function sessionTitle(
  t: Translate,
  locale: string,
  session: { title: string; title_message?: SessionTitleMessage | null | undefined },
  fallback: string,
): string {
  if (session.title_message) return titleMessage(t, locale, session.title_message);
  return session.title.trim() || fallback;
}
