import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { preloadPageData } from './page-data';

const preloadEntryData = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./routes/JournalDetailRoute', () => ({ preloadEntryData }));

describe('preloadPageData', () => {
  it("reads an entry page's data through the page's own chunk, with the entry's id", async () => {
    const client = new QueryClient();
    await preloadPageData('/journal/e%201', client);
    expect(preloadEntryData).toHaveBeenCalledWith('e 1', client);
  });

  it('reads nothing for the other pages', async () => {
    preloadEntryData.mockClear();
    const client = new QueryClient();
    for (const path of ['/', '/journals', '/exercise/s1', '/no/such/page'])
      await preloadPageData(path, client);
    expect(preloadEntryData).not.toHaveBeenCalled();
  });
});
