import type { ReminderSettings, UpdateReminderSettingsBody } from '@inkwell/contract';
import type { Executor } from '../db/executor.js';
import type { ReminderSettingsTable } from './tables.js';
import type { Schedule } from './due.js';

/** What a learner without a row has: both mails off. */
const DEFAULTS: Omit<ReminderSettingsTable, 'user_id' | 'updated_at'> = {
  reminder_enabled: 0,
  reminder_weekdays: '1,2,3,4,5',
  reminder_time: '19:00',
  digest_enabled: 0,
  digest_weekday: 7,
  digest_time: '18:00',
};

const weekdaysOf = (text: string) => (text ? text.split(',').map(Number) : []);

export function present(row: Omit<ReminderSettingsTable, 'user_id' | 'updated_at'>): ReminderSettings {
  return {
    reminder_enabled: row.reminder_enabled === 1,
    reminder_weekdays: weekdaysOf(row.reminder_weekdays),
    reminder_time: row.reminder_time,
    digest_enabled: row.digest_enabled === 1,
    digest_weekday: row.digest_weekday,
    digest_time: row.digest_time,
  };
}

export function scheduleOf(row: Omit<ReminderSettingsTable, 'user_id' | 'updated_at'>): Schedule {
  return {
    reminderEnabled: row.reminder_enabled === 1,
    reminderWeekdays: weekdaysOf(row.reminder_weekdays),
    reminderTime: row.reminder_time,
    digestEnabled: row.digest_enabled === 1,
    digestWeekday: row.digest_weekday,
    digestTime: row.digest_time,
  };
}

export async function readSettings(k: Executor, userId: string) {
  const row = await k
    .selectFrom('reminder_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { ...DEFAULTS, user_id: userId, updated_at: 0 };
}

export async function updateSettings(
  k: Executor,
  userId: string,
  body: UpdateReminderSettingsBody,
  now: number,
) {
  const current = await readSettings(k, userId);
  const next: ReminderSettingsTable = {
    user_id: userId,
    reminder_enabled:
      body.reminder_enabled === undefined ? current.reminder_enabled : Number(body.reminder_enabled),
    reminder_weekdays:
      body.reminder_weekdays === undefined
        ? current.reminder_weekdays
        : [...body.reminder_weekdays].sort((a, b) => a - b).join(','),
    reminder_time: body.reminder_time ?? current.reminder_time,
    digest_enabled: body.digest_enabled === undefined ? current.digest_enabled : Number(body.digest_enabled),
    digest_weekday: body.digest_weekday ?? current.digest_weekday,
    digest_time: body.digest_time ?? current.digest_time,
    updated_at: now,
  };
  const { user_id: _id, ...changes } = next;
  await k
    .insertInto('reminder_settings')
    .values(next)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
  return present(next);
}

/** The one-click unsubscribe: that list off, the other untouched. */
export async function leaveList(k: Executor, userId: string, list: 'reminder' | 'digest', now: number) {
  await k
    .updateTable('reminder_settings')
    .set(
      list === 'reminder' ? { reminder_enabled: 0, updated_at: now } : { digest_enabled: 0, updated_at: now },
    )
    .where('user_id', '=', userId)
    .execute();
}
