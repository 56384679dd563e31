export interface ReminderSettingsTable {
  user_id: string;
  reminder_enabled: number;
  /** ISO weekdays joined by commas, e.g. '1,2,3,4,5'. */
  reminder_weekdays: string;
  /** Local 'HH:MM' in the profile's time zone. */
  reminder_time: string;
  digest_enabled: number;
  digest_weekday: number;
  digest_time: string;
  updated_at: number;
}

/** One mail per (user, kind, slot): written before sending (decision 257). */
export interface MailSlotsTable {
  user_id: string;
  kind: 'reminder' | 'digest';
  /** The learner's local day the mail is for, 'YYYY-MM-DD'. */
  slot: string;
  message_id: string;
  created_at: number;
  sent_at: number | null;
  /** Why nothing was sent (already wrote that day, account unconfirmed); null otherwise. */
  skipped: string | null;
}

export interface ReminderTables {
  reminder_settings: ReminderSettingsTable;
  mail_slots: MailSlotsTable;
}
