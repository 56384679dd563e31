import type { SessionByJournal, SessionStatus, SessionStatusInfo } from '@inkwell/contract';
import { t } from '../i18n/runtime';
import { failureReasonText } from './failure-reason';

/** Statuses after which polling stops (ready, failed, cancelled; completed is final too). */
const SETTLED: ReadonlySet<SessionStatus> = new Set(['ready', 'failed', 'cancelled', 'completed']);

/** Poll every 3000 ms while generating; other, unknown statuses keep polling. */
export const shouldPoll = (status: SessionStatus | null): boolean => status !== null && !SETTLED.has(status);

/**
 * The status to act on. A fresh status answer wins; if the status lookup failed but the by-journal
 * lookup says ready, the session counts as ready and launchable; otherwise there is none.
 */
export function effectiveStatus(
  byJournal: SessionByJournal | null,
  status: SessionStatusInfo | undefined,
  statusFailed: boolean,
): SessionStatusInfo | null {
  if (status) return status;
  if (statusFailed && byJournal?.status === 'ready') {
    const n = byJournal.concepts_count;
    return {
      session_id: byJournal.document_id,
      status: 'ready',
      can_launch: true,
      concepts_count: n,
      modules_ready: n,
      modules_total: n,
      failure_reason: null,
    };
  }
  return null;
}

export type LaunchView =
  | { kind: 'checking' }
  | { kind: 'lookup-error'; message: string }
  | { kind: 'none' }
  | { kind: 'generating'; sessionId: string; label: string }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'cancelled' }
  | { kind: 'launchable'; sessionId: string; completed: boolean };

/** 'Generating... {ready}/{total}' when the module counts are known. */
export function generatingLabel(info: SessionStatusInfo | null): string {
  return info && info.modules_total > 0
    ? t('exercises.generatingCount', { ready: info.modules_ready, total: info.modules_total })
    : t('exercises.generating');
}

export interface LaunchInputs {
  byJournal: SessionByJournal | null | undefined;
  byJournalError: Error | null;
  status: SessionStatusInfo | undefined;
  statusFailed: boolean;
}

/** What the launch button shows, from the by-journal lookup and the (polled) status. */
export function launchView({ byJournal, byJournalError, status, statusFailed }: LaunchInputs): LaunchView {
  if (byJournalError) return { kind: 'lookup-error', message: byJournalError.message };
  if (byJournal === undefined) return { kind: 'checking' };
  if (byJournal === null) return { kind: 'none' };
  const info = effectiveStatus(byJournal, status, statusFailed);
  const current = info?.status ?? byJournal.status;
  switch (current) {
    case 'failed':
      return { kind: 'failed', reason: info ? failureReasonText(info) : null };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'ready':
    case 'completed':
      return { kind: 'launchable', sessionId: byJournal.document_id, completed: current === 'completed' };
    default:
      return { kind: 'generating', sessionId: byJournal.document_id, label: generatingLabel(info) };
  }
}

export type LaunchDecision = { ok: true; path: string } | { ok: false; error: string };

/** Launch only with a session id and a status that says can_launch. */
export function decideLaunch(
  sessionId: string | null | undefined,
  info: SessionStatusInfo | null,
): LaunchDecision {
  if (!sessionId) return { ok: false, error: t('exercises.launch.noId') };
  if (!info) return { ok: false, error: t('exercises.launch.noStatus') };
  if (info.session_id !== sessionId || (info.status === 'ready' && !info.can_launch))
    return { ok: false, error: t('exercises.launch.notFound') };
  if (!info.can_launch)
    return {
      ok: false,
      error: t('exercises.notReady', { status: t('exercises.status', { status: info.status }) }),
    };
  return { ok: true, path: `/exercise/${sessionId}` };
}
