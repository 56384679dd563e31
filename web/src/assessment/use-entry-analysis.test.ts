import { describe, expect, it } from 'vitest';
import { analysisStatus, progressWanted } from './use-entry-analysis';

const idle = {
  entryState: null,
  requested: false,
  requesting: false,
  requestError: null,
  progress: undefined,
};

describe('analysisStatus', () => {
  it('follows the stored state of the entry before anything is fetched', () => {
    expect(analysisStatus(idle)).toEqual({ status: 'idle', error: null });
    expect(analysisStatus({ ...idle, entryState: 'analyzing' }).status).toBe('analyzing');
    expect(analysisStatus({ ...idle, entryState: 'analyzed' }).status).toBe('analyzed');
  });

  it('is analyzing while the request is out, and idle with the error when it fails', () => {
    expect(analysisStatus({ ...idle, requested: true, requesting: true }).status).toBe('analyzing');
    expect(
      analysisStatus({ ...idle, requested: true, requestError: 'Failed to assess journal entry' }),
    ).toEqual({
      status: 'idle',
      error: 'Failed to assess journal entry',
    });
  });

  it('trusts the polled progress over a stale entry state', () => {
    expect(analysisStatus({ ...idle, entryState: 'analyzing', progress: { status: 'running' } }).status).toBe(
      'analyzing',
    );
    expect(analysisStatus({ ...idle, entryState: 'analyzing', progress: { status: 'none' } })).toEqual({
      status: 'idle',
      error: 'Failed to assess journal entry',
    });
    expect(analysisStatus({ ...idle, progress: { status: 'failed', error: 'timeout' } })).toEqual({
      status: 'idle',
      error: 'timeout',
    });
    expect(analysisStatus({ ...idle, progress: { status: 'none' } })).toEqual({
      status: 'idle',
      error: null,
    });
  });
});

describe('a failed analysis after a reload (issue 14)', () => {
  const entry = (content: string) => ({ id: 'e1', analysis_state: null, data: { content } });

  it('reads the stored assessment of an editable entry with content, so its failure reason shows', () => {
    expect(progressWanted(entry('Hola, yo es Ana.'), false)).toBe(true);
    expect(
      analysisStatus({ ...idle, progress: { status: 'failed', error: 'The model could not be reached.' } }),
    ).toEqual({ status: 'idle', error: 'The model could not be reached.' });
  });

  it('asks nothing for a blank entry that was never analysed', () => {
    expect(progressWanted(entry('  '), false)).toBe(false);
    expect(progressWanted(entry('  '), true)).toBe(true);
  });
});
