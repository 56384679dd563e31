import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaunchExerciseButton } from './LaunchExerciseButton';
import { fakeApi, renderAt } from '../test/fake-api';
import { statusFixture } from './test-support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The launch button once the session lookup has answered (while it runs, the same name is disabled). */
async function launchButton() {
  const button = await screen.findByRole('button', { name: 'Launch Exercise' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const byJournal = (status: string) => ({ body: { document_id: 's1', status, concepts_count: 3 } });

describe('LaunchExerciseButton', () => {
  it('shows nothing and asks nothing before the entry is analysed', () => {
    const log = fakeApi(() => undefined);
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed={false} />);
    expect(screen.queryByTestId('launch-exercise')).toBeNull();
    expect(log).toEqual([]);
  });

  it("counts 'Generating... r/t' every 3000 ms, stops at ready, then launches", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ready = 0;
    const log = fakeApi((req) => {
      if (req.path === '/exercises/sessions/by-journal/e1') return byJournal('generating');
      if (req.path === '/exercises/sessions/s1/status')
        return {
          body: statusFixture({
            status: ready === 3 ? 'ready' : 'generating',
            can_launch: ready === 3,
            modules_ready: ready,
          }),
        };
      return undefined;
    });
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    expect(await screen.findByRole('button', { name: 'Generating... 0/3' })).toBeDisabled();
    ready = 2;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('button', { name: 'Generating... 2/3' })).toBeInTheDocument();
    ready = 3;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const launch = await screen.findByRole('button', { name: 'Launch Exercise' });
    const polls = log.filter((r) => r.path.endsWith('/status')).length;
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(log.filter((r) => r.path.endsWith('/status'))).toHaveLength(polls);

    vi.useRealTimers();
    await userEvent.click(launch);
    expect(
      await screen.findByText('/exercise/s1', { selector: '[data-testid=location]' }),
    ).toBeInTheDocument();
  });

  it('cancels a generating session', async () => {
    let cancelled = false;
    const log = fakeApi((req) => {
      if (req.path === '/exercises/sessions/by-journal/e1') return byJournal('generating');
      if (req.path === '/exercises/sessions/s1/cancel') {
        cancelled = true;
        return { body: statusFixture({ status: 'cancelled', can_launch: false, modules_ready: 1 }) };
      }
      if (req.path === '/exercises/sessions/s1/status')
        return {
          body: statusFixture({
            status: cancelled ? 'cancelled' : 'generating',
            can_launch: false,
            modules_ready: 1,
          }),
        };
      return undefined;
    });
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Exercise Generation Cancelled' })).toBeDisabled();
    expect(log.some((r) => r.method === 'POST' && r.path === '/exercises/sessions/s1/cancel')).toBe(true);
  });

  it('shows a failed generation with its reason', async () => {
    fakeApi((req) => {
      if (req.path === '/exercises/sessions/by-journal/e1') return byJournal('failed');
      if (req.path === '/exercises/sessions/s1/status')
        return {
          body: statusFixture({ status: 'failed', can_launch: false, failure_reason: 'Model said no' }),
        };
      return undefined;
    });
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    expect(await screen.findByRole('button', { name: 'Exercise Generation Failed' })).toBeDisabled();
    expect(await screen.findByText('Model said no')).toBeInTheDocument();
  });

  it('regenerates a failed session from its button (issue 14)', async () => {
    let regenerated = false;
    fakeApi((req) => {
      if (req.path === '/exercises/sessions/by-journal/e1')
        return byJournal(regenerated ? 'generating' : 'failed');
      if (req.path === '/exercises/sessions/s1/regenerate' && req.method === 'POST') {
        regenerated = true;
        return { status: 202, body: statusFixture({ status: 'generating', can_launch: false }) };
      }
      if (req.path === '/exercises/sessions/s1/status')
        return regenerated
          ? { body: statusFixture({ status: 'generating', can_launch: false }) }
          : { body: statusFixture({ status: 'failed', can_launch: false, failure_reason: 'Model said no' }) };
      return undefined;
    });
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate Exercises' }));
    expect(regenerated).toBe(true);
    expect(await screen.findByText(/Generating/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate Exercises' })).not.toBeInTheDocument();
  });

  it('launches through the fallback when the status lookup fails but the session is ready', async () => {
    fakeApi((req) => {
      if (req.path === '/exercises/sessions/by-journal/e1') return byJournal('ready');
      if (req.path === '/exercises/sessions/s1/status') return { status: 500, body: {} };
      return undefined;
    });
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    await userEvent.click(await launchButton());
    expect(
      await screen.findByText('/exercise/s1', { selector: '[data-testid=location]' }),
    ).toBeInTheDocument();
  });

  it('refuses to launch a session that stopped being launchable, with the spec text', async () => {
    let calls = 0;
    fakeApi((req) => {
      if (req.path === '/exercises/sessions/by-journal/e1') return byJournal('ready');
      if (req.path === '/exercises/sessions/s1/status') {
        calls += 1;
        return {
          body: calls === 1 ? statusFixture() : statusFixture({ status: 'generating', can_launch: false }),
        };
      }
      return undefined;
    });
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    await userEvent.click(await launchButton());
    expect(await screen.findByText('Exercise session not ready (status: generating)')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it('shows a disabled launch when the entry has no session (404)', async () => {
    fakeApi(() => undefined);
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    expect(await screen.findByRole('button', { name: /Launch Exercise/ })).toBeDisabled();
  });

  it('shows the by-journal fallback text when the lookup fails without a detail', async () => {
    fakeApi((req) =>
      req.path === '/exercises/sessions/by-journal/e1' ? { status: 500, body: {} } : undefined,
    );
    renderAt(<LaunchExerciseButton journalEntryId="e1" analyzed />);
    expect(await screen.findByText('Failed to get exercise session by journal ID')).toBeInTheDocument();
  });
});
