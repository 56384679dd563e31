import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Assessment from '../assessment';
import { assessmentKeys } from '../assessment/api/query-keys';
import type * as JournalEntryApi from '../journal/api/get-journal-entry';
import { journalKeys } from '../lib/query-keys';
import { preloadEntryData } from './entry-page-data';

const reads = vi.hoisted(() => ({
  entry: vi.fn(async (id: string) => ({ id, analysis_state: 'analyzed' as string | null })),
  progress: vi.fn(async (id: string) => ({ status: 'done', assessment: { journal_entry_id: id } })),
}));
vi.mock('../journal/api/get-journal-entry', async (original) => {
  const actual = await original<typeof JournalEntryApi>();
  const journalEntryQuery = (id: string) => ({
    ...actual.journalEntryQuery(id),
    queryFn: () => reads.entry(id),
  });
  return { ...actual, journalEntryQuery };
});
vi.mock('../assessment', async (original) => {
  const actual = await original<typeof Assessment>();
  const analysisProgressQuery = (id: string) => ({
    ...actual.analysisProgressQuery(id),
    queryFn: () => reads.progress(id),
  });
  return { ...actual, analysisProgressQuery };
});

afterEach(() => {
  reads.entry.mockClear();
  reads.progress.mockClear();
});

describe('preloadEntryData', () => {
  it('reads an analysed entry and its assessment into the cache under the keys the page reads', async () => {
    const client = new QueryClient();
    await preloadEntryData('e1', client);
    expect(client.getQueryData(journalKeys.entry('e1'))).toMatchObject({ id: 'e1' });
    expect(client.getQueryData(assessmentKeys.progress('e1'))).toMatchObject({ status: 'done' });
  });

  it('does not ask for the assessment of an entry that was never analysed', async () => {
    reads.entry.mockResolvedValueOnce({ id: 'e2', analysis_state: null });
    const client = new QueryClient();
    await preloadEntryData('e2', client);
    expect(client.getQueryData(journalKeys.entry('e2'))).toMatchObject({ id: 'e2' });
    expect(reads.progress).not.toHaveBeenCalled();
  });

  it('leaves a failed read to the page at once: no retry holding back the first render, nothing thrown', async () => {
    reads.entry.mockRejectedValue(new Error('offline'));
    const client = new QueryClient();
    const started = Date.now();
    await expect(preloadEntryData('e3', client)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500); // the entry query's own retry waits a second
    expect(reads.entry).toHaveBeenCalledOnce();
    expect(client.getQueryData(journalKeys.entry('e3'))).toBeUndefined();
    expect(reads.progress).not.toHaveBeenCalled();
    reads.entry.mockReset();
  });
});
