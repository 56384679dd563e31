import { totalSlides, type SessionListItem } from '@inkwell/contract';

/** Default title of a session in the list. */
export const DEFAULT_LIST_TITLE = 'Exercise Session';

export const titleOf = (s: Pick<SessionListItem, 'title'>): string => s.title.trim() || DEFAULT_LIST_TITLE;

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
  isStarted(s) ? 'in progress' : s.status;

/** Search by title (the shown one, default included) or status, ignoring case and outer spaces. */
export function searchSessions(sessions: SessionListItem[], query: string): SessionListItem[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return sessions;
  return sessions.filter(
    (s) =>
      titleOf(s).toLocaleLowerCase().includes(q) ||
      s.status.toLocaleLowerCase().includes(q) ||
      statusLabel(s).includes(q),
  );
}

/** The empty text: nothing matched the search, or there is nothing at all yet. */
export function emptyText(total: number, query: string): string | null {
  if (total === 0) return 'No exercises yet. Create your first exercise to get started!';
  return query.trim() ? 'No exercises match your search.' : null;
}

type SummaryOf = Pick<SessionListItem, 'concepts_count' | 'status' | 'current_slide' | 'answered_count'>;

/** '{n} concepts • Status: {status}', in the singular for one, with 'in progress' once started. */
export function cardSummary(s: SummaryOf): string {
  const status = statusLabel(s);
  return s.concepts_count === 1
    ? `1 concept • Status: ${status}`
    : `${s.concepts_count} concepts • Status: ${status}`;
}

/** The creation date in en-US long format. */
export const createdOn = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Create Exercise takes 1 to 10 concepts (the server's limit). */
export const MAX_CONCEPTS_PER_SESSION = 10;

/** 'Left off at slide 9 of 14 · 6 answers' under a started session (the player resumes there). */
export function leftOffText(s: Pick<SessionListItem, 'concepts_count' | 'current_slide' | 'answered_count'>) {
  const total = totalSlides(s.concepts_count);
  const slide = Math.min(s.current_slide + 1, total);
  const answers = s.answered_count === 1 ? '1 answer' : `${s.answered_count} answers`;
  return `Left off at slide ${slide} of ${total} · ${answers}`;
}
