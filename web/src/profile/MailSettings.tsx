import { reminderSettings, type ReminderSettings } from '@inkwell/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiFetchParsed, jsonBody } from '../lib/api';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

const PATH = '/auth/me/reminders';
const KEY = ['me', 'reminders'] as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Profile Settings' "Reminder emails" section: opt in to a daily reminder and a weekly digest. */
export function MailSettings() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => apiFetchParsed(PATH, reminderSettings, { fallback: 'Failed to load email settings' }),
  });
  return (
    <Card as="section" aria-labelledby="mail-settings-title" className="mt-6">
      <h2 id="mail-settings-title" className="text-lg font-semibold">
        Reminder emails
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Sent at your local time, in the time zone above. Every email has a one-click unsubscribe link.
      </p>
      {settings.isError && <Alert tone="error">{settings.error.message}</Alert>}
      {settings.data && <MailSettingsForm initial={settings.data} />}
    </Card>
  );
}

function MailSettingsForm({ initial }: { initial: ReminderSettings }) {
  const [form, setForm] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ReminderSettings) =>
      apiFetchParsed(PATH, reminderSettings, {
        method: 'PUT',
        body: jsonBody(body),
        fallback: 'Failed to save email settings',
      }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  const set = (patch: Partial<ReminderSettings>) => setForm((f) => ({ ...f, ...patch }));
  const toggleDay = (day: number) =>
    set({
      reminder_weekdays: form.reminder_weekdays.includes(day)
        ? form.reminder_weekdays.filter((d) => d !== day)
        : [...form.reminder_weekdays, day].sort(),
    });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(form);
  }
  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={form.reminder_enabled}
          onChange={(e) => set({ reminder_enabled: e.target.checked })}
        />
        Daily reminder to write
      </label>
      <fieldset className="flex flex-wrap items-center gap-3" disabled={!form.reminder_enabled}>
        <legend className="sr-only">Reminder days</legend>
        {WEEKDAYS.map((name, i) => (
          <label key={name} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={form.reminder_weekdays.includes(i + 1)}
              onChange={() => toggleDay(i + 1)}
            />
            {name}
          </label>
        ))}
        <label className="flex items-center gap-1 text-sm">
          at
          <input
            type="time"
            aria-label="Reminder time"
            value={form.reminder_time}
            onChange={(e) => set({ reminder_time: e.target.value })}
          />
        </label>
      </fieldset>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={form.digest_enabled}
          onChange={(e) => set({ digest_enabled: e.target.checked })}
        />
        Weekly digest
      </label>
      <fieldset className="flex flex-wrap items-center gap-3" disabled={!form.digest_enabled}>
        <legend className="sr-only">Digest day and time</legend>
        <select
          aria-label="Digest day"
          value={form.digest_weekday}
          onChange={(e) => set({ digest_weekday: Number(e.target.value) })}
        >
          {WEEKDAYS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <input
          type="time"
          aria-label="Digest time"
          value={form.digest_time}
          onChange={(e) => set({ digest_time: e.target.value })}
        />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        Save email settings
      </Button>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert tone="success">Email settings saved.</Alert>}
    </form>
  );
}
