import { describe, expect, it } from 'vitest';
import { analysisStatus } from './use-entry-analysis';

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
