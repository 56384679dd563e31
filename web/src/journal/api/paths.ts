/**
 * The journal API's read paths, shared by the query functions and the early requests main.tsx starts
 * before the page chunk has loaded (decision 114). No contract import: this file ships in the entry chunk.
 */
export const journalPaths = {
  month: (year: number, month: number) => `/documents/journal/monthly/${year}/${month}`,
  list: (limit: number) => `/documents/journal/?limit=${limit}`,
  /** Without a zone the server uses the profile's, then UTC (decision 030). */
  stats: (timeZone: string | undefined) =>
    `/documents/journal/stats${timeZone ? `?time_zone=${encodeURIComponent(timeZone)}` : ''}`,
  entry: (id: string) => `/documents/journal/${encodeURIComponent(id)}`,
};

export const RECENT_ENTRIES_SHOWN = 5; // the home page lists the five latest entries
