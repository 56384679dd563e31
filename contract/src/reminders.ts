import { z } from 'zod';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const isoWeekday = z.number().int().min(1).max(7);
/** A local wall-clock time, 'HH:MM' (24 h). */
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time HH:MM' });

/** The learner's reminder and digest mails (opt-in; sent at local time in the profile's time zone). */
export const reminderSettings = z.object({
  reminder_enabled: z.boolean(),
  reminder_weekdays: z.array(isoWeekday),
  reminder_time: localTime,
  digest_enabled: z.boolean(),
  digest_weekday: isoWeekday,
  digest_time: localTime,
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const updateReminderSettingsBody = z.strictObject({
  reminder_enabled: z.boolean().optional(),
  reminder_weekdays: z
    .array(isoWeekday)
    .max(7)
    .refine((d) => new Set(d).size === d.length, { message: 'must not repeat a weekday' })
    .optional(),
  reminder_time: localTime.optional(),
  digest_enabled: z.boolean().optional(),
  digest_weekday: isoWeekday.optional(),
  digest_time: localTime.optional(),
});
export type UpdateReminderSettingsBody = z.infer<typeof updateReminderSettingsBody>;

/** The mail lists a learner can leave with one click. */
export const mailList = z.enum(['reminder', 'digest']);
export type MailList = z.infer<typeof mailList>;
