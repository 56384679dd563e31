import type { QueryClient } from '@tanstack/react-query';
import { matchSignedInRoute } from './route-table';

/**
 * Reads into the cache what the page at `pathname` draws on its first render, so main.tsx's first render
 * draws it at once instead of a loading state and then a second render (decision 312). The reader comes
 * with the page's own chunk (no request of its own); today only the entry page has one.
 */
export async function preloadPageData(pathname: string, queryClient: QueryClient): Promise<void> {
  const hit = matchSignedInRoute(pathname);
  if (hit?.route.id !== 'entry') return;
  const { preloadEntryData } = await import('./routes/JournalDetailRoute');
  await preloadEntryData(hit.params.entryId!, queryClient);
}
