import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './MonthCalendar';

afterEach(cleanup);

const today = { year: 2026, month: 11, day: 18 };

function renderCalendar(props: Partial<Parameters<typeof MonthCalendar>[0]> = {}) {
  const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onChoose: vi.fn() };
  render(
    <MemoryRouter>
      <MonthCalendar
        year={2026}
        month={11}
        today={today}
        entries={new Map([['2026-11-10', 'e10']])}
        loading={false}
        failed={false}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('MonthCalendar', () => {
  it('shows the month heading, Sunday-first headers and working arrows', async () => {
    const { onPrevious, onNext } = renderCalendar();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(weekdays);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onPrevious).toHaveBeenCalledOnce();
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('gives days their looks, highlights today and disables the future', async () => {
    const { onChoose } = renderCalendar();
    const withEntry = screen.getByRole('button', { name: /November 10, 2026, has entry/ });
    expect(withEntry).toHaveAttribute('data-look', 'has-entry');
    const todayCell = screen.getByRole('button', { name: /November 18, 2026, no entry yet, today/ });
    expect(todayCell).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: /November 19, 2026, future day/ })).toBeDisabled();
    // December days padding the last week are not buttons at all.
    expect(screen.queryByRole('button', { name: /December/ })).toBeNull();

    await userEvent.click(withEntry);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ entryId: 'e10', look: 'has-entry' }));
  });

  it('shows the loading and error texts of the spec', () => {
    renderCalendar({ loading: true, entries: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    // A failed load while a retry is still loading: the error is what the learner reads.
    renderCalendar({ loading: true, failed: true, entries: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to load journal entries');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error text instead of the grid on failure', () => {
    renderCalendar({ failed: true, entries: undefined });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to load journal entries');
    expect(within(document.body).queryByRole('table')).toBeNull();
  });
});
