import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so main.tsx can read the first page's data into it
 * before the first render (decision 312), as the app's provider does afterwards.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
