import type { ReminderSettings } from '@inkwell/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQuery, type FakeRequest } from '../test/fake-api';
import { MailSettings } from './MailSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored: ReminderSettings = {
  reminder_enabled: false,
  reminder_weekdays: [1, 2, 3, 4, 5],
  reminder_time: '19:00',
  digest_enabled: false,
  digest_weekday: 7,
  digest_time: '18:00',
};

/** The reminders API: GET answers `initial`, PUT answers the body (as the server echoes what it saved). */
function serve(initial: ReminderSettings, put: (req: FakeRequest) => { status?: number; body?: unknown }) {
  return fakeApi({
    'GET /api/auth/me/reminders': () => ({ body: initial }),
    'PUT /api/auth/me/reminders': put,
  });
}

const section = () => screen.getByRole('region', { name: 'Reminder emails' });

describe('MailSettings', () => {
  it('shows the stored settings, with the day and time choices off while a mail is off', async () => {
    serve(stored, (req) => ({ body: req.body }));
    renderWithQuery(<MailSettings />);
    const daily = await within(section()).findByRole('checkbox', { name: 'Daily reminder to write' });
    expect(daily).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    expect(screen.getByLabelText('Reminder time')).toHaveValue('19:00');
    expect(screen.getByLabelText('Reminder time')).toBeDisabled();
    expect(screen.getByLabelText('Digest day')).toHaveValue('7');
    expect(screen.getByLabelText('Digest day')).toBeDisabled();
  });

  it('opts in to the daily reminder on chosen days and time, and saves the whole form', async () => {
    const log = serve(stored, (req) => ({ body: req.body }));
    renderWithQuery(<MailSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Daily reminder to write' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    const time = screen.getByLabelText('Reminder time');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.click(screen.getByRole('button', { name: 'Save email settings' }));
    expect(await screen.findByText('Email settings saved.')).toBeInTheDocument();
    const put = log.filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({
      ...stored,
      reminder_enabled: true,
      reminder_weekdays: [2, 3, 4, 5, 6],
      reminder_time: '07:30',
    });
  });

  it("shows the server's message when saving fails, and the form keeps the learner's choices", async () => {
    serve(stored, () => ({ status: 400, body: { detail: 'reminder_time: must be HH:MM' } }));
    renderWithQuery(<MailSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Weekly digest' }));
    await user.click(screen.getByRole('button', { name: 'Save email settings' }));
    expect(await screen.findByText('reminder_time: must be HH:MM')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
    expect(screen.queryByText('Email settings saved.')).toBeNull();
  });

  it('says so when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /api/auth/me/reminders': () => ({ status: 500 }) });
    renderWithQuery(<MailSettings />);
    expect(await screen.findByText('Failed to load email settings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save email settings' })).toBeNull();
  });
});
