import { describe, expect, it } from 'vitest';
import es from '../i18n/catalogs/es.json';
import { applyCatalog } from '../i18n/runtime';
import { decideLaunch, effectiveStatus, generatingLabel, launchView, shouldPoll } from './launch-state';
import { statusFixture } from './test-support';

const byJournal = (status: 'generating' | 'ready' | 'failed' | 'cancelled' | 'completed') => ({
  document_id: 's1',
  status,
  concepts_count: 3,
});

describe('shouldPoll', () => {
  it('polls while generating and stops at ready, failed, cancelled and completed', () => {
    expect(shouldPoll('generating')).toBe(true);
    for (const s of ['ready', 'failed', 'cancelled', 'completed'] as const) expect(shouldPoll(s)).toBe(false);
    expect(shouldPoll(null)).toBe(false);
  });
});

describe('effectiveStatus', () => {
  it('prefers a fresh status answer', () => {
    const fresh = statusFixture({ status: 'generating', can_launch: false, modules_ready: 1 });
    expect(effectiveStatus(byJournal('ready'), fresh, false)).toBe(fresh);
  });

  it('takes a failed status lookup as ready and launchable when the by-journal lookup says ready', () => {
    expect(effectiveStatus(byJournal('ready'), undefined, true)).toMatchObject({
      session_id: 's1',
      status: 'ready',
      can_launch: true,
    });
  });

  it('has no status when the lookup failed and the session is not ready, or has not answered yet', () => {
    expect(effectiveStatus(byJournal('generating'), undefined, true)).toBeNull();
    expect(effectiveStatus(byJournal('ready'), undefined, false)).toBeNull();
    expect(effectiveStatus(null, undefined, true)).toBeNull();
  });
});

describe('launchView', () => {
  const base = { byJournalError: null, status: undefined, statusFailed: false };

  it('is checking until the by-journal lookup answers, none when it found nothing', () => {
    expect(launchView({ ...base, byJournal: undefined })).toEqual({ kind: 'checking' });
    expect(launchView({ ...base, byJournal: null })).toEqual({ kind: 'none' });
  });

  it('shows the lookup error text', () => {
    expect(launchView({ ...base, byJournal: undefined, byJournalError: new Error('boom') })).toEqual({
      kind: 'lookup-error',
      message: 'boom',
    });
  });

  it("counts 'Generating... r/t' once the module counts are known", () => {
    expect(launchView({ ...base, byJournal: byJournal('generating') })).toEqual({
      kind: 'generating',
      sessionId: 's1',
      label: 'Generating...',
    });
    const status = statusFixture({ status: 'generating', can_launch: false, modules_ready: 2 });
    expect(launchView({ ...base, byJournal: byJournal('generating'), status })).toMatchObject({
      label: 'Generating... 2/3',
    });
  });

  it('follows the polled status past the by-journal snapshot', () => {
    expect(launchView({ ...base, byJournal: byJournal('generating'), status: statusFixture() })).toEqual({
      kind: 'launchable',
      sessionId: 's1',
      completed: false,
    });
    const failed = statusFixture({ status: 'failed', can_launch: false, failure_reason: 'model down' });
    expect(launchView({ ...base, byJournal: byJournal('generating'), status: failed })).toEqual({
      kind: 'failed',
      reason: 'model down',
    });
    const cancelled = statusFixture({ status: 'cancelled', can_launch: false });
    expect(launchView({ ...base, byJournal: byJournal('generating'), status: cancelled }).kind).toBe(
      'cancelled',
    );
  });

  it('words a coded failure reason in the interface language (decision 305)', () => {
    const failed = statusFixture({
      status: 'failed',
      can_launch: false,
      failure_reason: 'No concepts to practise were found',
      failure_reason_coded: { code: 'no_concepts' },
    });
    const view = () => launchView({ ...base, byJournal: byJournal('failed'), status: failed });
    expect(view()).toEqual({ kind: 'failed', reason: 'No concepts to practise were found' });
    applyCatalog('es', es);
    try {
      expect(view()).toEqual({ kind: 'failed', reason: 'No se encontraron conceptos para practicar' });
    } finally {
      applyCatalog('en', {});
    }
  });

  it('is launchable through the spec fallback when the status lookup fails', () => {
    expect(launchView({ ...base, byJournal: byJournal('ready'), statusFailed: true }).kind).toBe(
      'launchable',
    );
  });

  it('marks a completed session', () => {
    expect(launchView({ ...base, byJournal: byJournal('completed') })).toMatchObject({ completed: true });
  });
});

describe('generatingLabel', () => {
  it('shows the counts only when there is a total', () => {
    expect(generatingLabel(null)).toBe('Generating...');
    expect(generatingLabel(statusFixture({ modules_total: 0, modules_ready: 0 }))).toBe('Generating...');
    expect(generatingLabel(statusFixture({ modules_ready: 0 }))).toBe('Generating... 0/3');
  });
});

describe('decideLaunch', () => {
  it('goes to /exercise/{id} with an id and can_launch', () => {
    expect(decideLaunch('s1', statusFixture())).toEqual({ ok: true, path: '/exercise/s1' });
  });

  it('gives the spec texts when it cannot launch', () => {
    expect(decideLaunch(null, statusFixture())).toEqual({
      ok: false,
      error: 'Exercise session ID not found',
    });
    expect(decideLaunch('s1', null)).toEqual({ ok: false, error: 'Exercise session status not available' });
    expect(decideLaunch('s1', statusFixture({ session_id: 'other' }))).toEqual({
      ok: false,
      error: 'Exercise session not found or not ready',
    });
    expect(decideLaunch('s1', statusFixture({ can_launch: false }))).toEqual({
      ok: false,
      error: 'Exercise session not found or not ready',
    });
    expect(decideLaunch('s1', statusFixture({ status: 'generating', can_launch: false }))).toEqual({
      ok: false,
      error: 'Exercise session not ready (status: generating)',
    });
  });
});
