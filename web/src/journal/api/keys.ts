/** TanStack Query keys of the journal feature; mutations invalidate `all` so every view refreshes. */
export const journalKeys = {
  all: ['journal'] as const,
  month: (year: number, month: number) => ['journal', 'month', year, month] as const,
  list: (limit: number) => ['journal', 'list', limit] as const,
  stats: (timeZone: string) => ['journal', 'stats', timeZone] as const,
  entry: (id: string) => ['journal', 'entry', id] as const,
};
