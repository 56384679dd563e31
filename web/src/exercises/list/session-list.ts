import { totalSlides, type SessionListItem } from '@inkwell/contract';
import { currentIntl, t } from '../../i18n/runtime';
import { sessionTitle } from '../../i18n/server-text';

/** Default title of a session in the list (English; the catalog's `exercises.defaultTitle`). */
export const DEFAULT_LIST_TITLE = 'Exercise Session';

/** The title shown in the interface language: the server's made title as data, else the stored one (decision 291). */
export const titleOf = (s: Pick<SessionListItem, 'title' | 'title_message'>): string =>
  sessionTitle(t, currentIntl().locale, s, t('exercises.defaultTitle'));

/** Completed counts as completed; generating or ready as in progress. */
export function sessionCounters(sessions: SessionListItem[]) {
  return {
    total: sessions.length,
    completed: sessions.filter((s) => s.status === 'completed').length,
    inProgress: sessions.filter((s) => s.status === 'generating' || s.status === 'ready').length,
  };
}

/** A ready session the learner has opened past the intro or answered in: they can resume it. */
export const isStarted = (s: Pick<SessionListItem, 'status' | 'current_slide' | 'answered_count'>) =>
  s.status === 'ready' && (s.current_slide > 0 || s.answered_count > 0);

/** The status as the learner reads it: a started ready session is 'in progress'. */
export const statusLabel = (s: Pick<SessionListItem, 'status' | 'current_slide' | 'answered_count'>) =>
  t('exercises.status', { status: isStarted(s) ? 'started' : s.status });

/** Search by title (the shown one, default included) or status, ignoring case and outer spaces. */
export function searchSessions(sessions: SessionListItem[], query: string): SessionListItem[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return sessions;
  return sessions.filter(
    (s) =>
      titleOf(s).toLocaleLowerCase().includes(q) ||
      s.status.toLocaleLowerCase().includes(q) ||
      statusLabel(s).toLocaleLowerCase().includes(q),
  );
}

/** The empty text: nothing matched the search, or there is nothing at all yet. */
export function emptyText(total: number, query: string): string | null {
  if (total === 0) return t('exercises.empty');
  return query.trim() ? t('exercises.noMatch') : null;
}

type SummaryOf = Pick<SessionListItem, 'concepts_count' | 'status' | 'current_slide' | 'answered_count'>;

/** '{n} concepts • Status: {status}', in the singular for one, with 'in progress' once started. */
export function cardSummary(s: SummaryOf): string {
  return t('exercises.summary', { n: s.concepts_count, status: statusLabel(s) });
}

/** The creation date as a long date of the interface language ('November 20, 2026' in English). */
export const createdOn = (iso: string): string =>
  currentIntl().formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });

/** Create Exercise takes 1 to 10 concepts (the server's limit). */
export const MAX_CONCEPTS_PER_SESSION = 10;

/** 'Left off at slide 9 of 14 · 6 answers' under a started session (the player resumes there). */
export function leftOffText(s: Pick<SessionListItem, 'concepts_count' | 'current_slide' | 'answered_count'>) {
  const total = totalSlides(s.concepts_count);
  const slide = Math.min(s.current_slide + 1, total);
  return t('exercises.leftOff', { slide, total, answers: s.answered_count });
}
