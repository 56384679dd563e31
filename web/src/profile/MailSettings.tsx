import { reminderSettings, type ReminderSettings } from '@inkwell/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { weekdayName, weekdayOrder } from '../i18n/week-start';
import { apiFetchParsed, jsonBody } from '../lib/api';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

const PATH = '/auth/me/reminders';
const KEY = ['me', 'reminders'] as const;

/** Profile Settings' "Reminder emails" section: opt in to a daily reminder and a weekly digest. */
export function MailSettings() {
  const { t } = useT();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => apiFetchParsed(PATH, reminderSettings, { fallback: t('mail.loadFailed') }),
  });
  return (
    <Card as="section" aria-labelledby="mail-settings-title" className="mt-6">
      <h2 id="mail-settings-title" className="text-lg font-semibold">
        {t('mail.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('mail.description')}</p>
      {settings.isError && <Alert tone="error">{settings.error.message}</Alert>}
      {settings.data && <MailSettingsForm initial={settings.data} />}
    </Card>
  );
}

function MailSettingsForm({ initial }: { initial: ReminderSettings }) {
  const [form, setForm] = useState(initial);
  const queryClient = useQueryClient();
  const { t, locale } = useT();
  // ISO weekdays (1 = Monday … 7 = Sunday, as stored) in the order of the locale's week.
  const weekdays = weekdayOrder(locale).map((day) => ({ day, name: weekdayName(day, locale) }));
  const save = useMutation({
    mutationFn: (body: ReminderSettings) =>
      apiFetchParsed(PATH, reminderSettings, {
        method: 'PUT',
        body: jsonBody(body),
        fallback: t('mail.saveFailed'),
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
        {t('mail.daily')}
      </label>
      <fieldset className="flex flex-wrap items-center gap-3" disabled={!form.reminder_enabled}>
        <legend className="sr-only">{t('mail.days')}</legend>
        {weekdays.map(({ day, name }) => (
          <label key={day} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={form.reminder_weekdays.includes(day)}
              onChange={() => toggleDay(day)}
            />
            {name}
          </label>
        ))}
        <label className="flex items-center gap-1 text-sm">
          {t('mail.at')}
          <input
            type="time"
            aria-label={t('mail.time')}
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
        {t('mail.digest')}
      </label>
      <fieldset className="flex flex-wrap items-center gap-3" disabled={!form.digest_enabled}>
        <legend className="sr-only">{t('mail.digestWhen')}</legend>
        <select
          aria-label={t('mail.digestDay')}
          value={form.digest_weekday}
          onChange={(e) => set({ digest_weekday: Number(e.target.value) })}
        >
          {weekdays.map(({ day, name }) => (
            <option key={day} value={day}>
              {name}
            </option>
          ))}
        </select>
        <input
          type="time"
          aria-label={t('mail.digestTime')}
          value={form.digest_time}
          onChange={(e) => set({ digest_time: e.target.value })}
        />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {t('mail.save')}
      </Button>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('mail.saved')}</Alert>}
    </form>
  );
}
