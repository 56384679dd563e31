import type { OwnedTable } from '../db/owned.js';

/**
 * Reminder and digest mail settings and the log of mails sent (db/owned.ts): both stay with the
 * account and are not in the export (format version 1 carries no mail preferences); deleted with it.
 */
export const REMINDERS_OWNED: readonly OwnedTable[] = [
  { table: 'reminder_settings', owner: 'user_id', export: { kind: 'private' } },
  { table: 'mail_slots', owner: 'user_id', export: { kind: 'private' } },
];
