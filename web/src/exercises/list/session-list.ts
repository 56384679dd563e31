import type { SessionListItem } from '@inkwell/contract';

/** Spec §9 default title of a session in the list. */
export const DEFAULT_LIST_TITLE = 'Exercise Session';

export const titleOf = (s: Pick<SessionListItem, 'title'>): string => s.title.trim() || DEFAULT_LIST_TITLE;

/** Spec §4: completed counts as completed; generating or ready as in progress. */
export function sessionCounters(sessions: SessionListItem[]) {
  return {
    total: sessions.length,
    completed: sessions.filter((s) => s.status === 'completed').length,
    inProgress: sessions.filter((s) => s.status === 'generating' || s.status === 'ready').length,
  };
}

/** Search by title (the shown one, default included) or status, ignoring case and outer spaces. */
export function searchSessions(sessions: SessionListItem[], query: string): SessionListItem[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return sessions;
  return sessions.filter(
    (s) => titleOf(s).toLocaleLowerCase().includes(q) || s.status.toLocaleLowerCase().includes(q),
  );
}

/** The empty text: nothing matched the search, or there is nothing at all yet. */
export function emptyText(total: number, query: string): string | null {
  if (total === 0) return 'No exercises yet. Create your first exercise to get started!';
  return query.trim() ? 'No exercises match your search.' : null;
}

/** '{n} concepts • Status: {status}' (spec §2). */
export const cardSummary = (s: Pick<SessionListItem, 'concepts_count' | 'status'>): string =>
  `${s.concepts_count} concepts • Status: ${s.status}`;

/** The creation date in en-US long format (spec §9). */
export const createdOn = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Create Exercise takes 1 to 10 concepts (the server's limit). */
export const MAX_CONCEPTS_PER_SESSION = 10;
