import { localDayOf } from './journal/local-day';
import { deckPaths, journalPaths, ME_PATH, RECENT_ENTRIES_SHOWN, sessionPaths } from './lib/api-paths';
import { claimEarlyStart, startEarlyReadsAfter, startEarlyRequests } from './lib/early-requests';
import { readStoredSession, urlCarriesAuth } from './lib/stored-session';
import { browserTimeZone } from './lib/time-zone';
import { matchSignedInRoute } from './route-table';

/**
 * The API reads the page at `pathname` makes on its first render (its route in route-table.ts), so main.tsx
 * can start them beside the page chunk (decision 114). Every signed-in page needs the profile.
 */
export function earlyRequestPaths(pathname: string, now = new Date()): string[] {
  const hit = matchSignedInRoute(pathname);
  switch (hit?.route.id) {
    case 'home': {
      const today = localDayOf(now);
      return [
        ME_PATH,
        journalPaths.month(today.year, today.month),
        journalPaths.list(RECENT_ENTRIES_SHOWN),
        journalPaths.stats(browserTimeZone()),
        deckPaths.due({ limit: 1 }),
      ];
    }
    case 'entry': {
      const entryId = hit.params.entryId!;
      // The assessment and the exercise session are read once the entry says it was analysed: asked
      // now, a never-analysed entry's page would log two 404s for the normal "none yet" (issue 21).
      // Its correction states answer 200 (an empty map) either way.
      return [ME_PATH, journalPaths.entry(entryId), journalPaths.correctionStates(entryId)];
    }
    case 'player':
      return [ME_PATH, sessionPaths.session(hit.params.sessionId!)];
    default:
      return [ME_PATH];
  }
}

/**
 * The reads that wait for one of the first ones: an entry's assessment, asked as soon as the entry's
 * answer says it was analysed (a never-analysed entry's would be a 404, issue 21), so it arrives beside
 * the page's chunks and the page's first render draws the highlighted text (decision 312).
 */
export function earlyFollowUp(pathname: string): { after: string; next: (body: unknown) => string[] } | null {
  const hit = matchSignedInRoute(pathname);
  if (hit?.route.id !== 'entry') return null;
  const entryId = hit.params.entryId!;
  return {
    after: journalPaths.entry(entryId),
    next: (body) =>
      (body as { analysis_state?: unknown } | null)?.analysis_state === 'analyzed'
        ? [journalPaths.assessment(entryId)]
        : [],
  };
}

/**
 * Starts the reads of the page at `url` for a stored session, once per page load: from the boot script
 * (web/src/boot.ts, before the app's code has downloaded), or from main.tsx if that did not run. Auth
 * paths and URLs carrying a mail link's answer are left alone: the session may be about to change there.
 */
export function startEarlyReads(url: { pathname: string; search: string; hash: string }): void {
  const { pathname } = url;
  if (pathname.startsWith('/auth') || pathname === '/reset-password' || urlCarriesAuth(url)) return;
  const session = readStoredSession();
  if (!session || !claimEarlyStart()) return;
  startEarlyRequests(earlyRequestPaths(pathname), session.access_token);
  const followUp = earlyFollowUp(pathname);
  if (followUp) startEarlyReadsAfter(followUp.after, followUp.next);
}
