import { addDays, dayOfWall, instantOf, isoWeekdayOf, wallClock } from './local-time.js';

export type MailKind = 'reminder' | 'digest';

export interface Schedule {
  reminderEnabled: boolean;
  reminderWeekdays: number[];
  reminderTime: string;
  digestEnabled: boolean;
  digestWeekday: number;
  digestTime: string;
}

export interface DueMail {
  kind: MailKind;
  /** The learner's local day the mail is for: with the kind, the slot (one mail each). */
  slot: string;
  /** When it was due. */
  at: number;
}

/**
 * The mails due at tick instant `t` for a learner in `zone`: those whose local time fell in the last
 * `lookbackMs` (so a tick missed while workers were down still sends, and a tick every minute finds
 * each mail in many ticks: the slot makes it one).
 */
export function dueMails(s: Schedule, zone: string, t: number, lookbackMs: number): DueMail[] {
  const today = dayOfWall(wallClock(t, zone));
  const days = [addDays(today, -1), today];
  const due: DueMail[] = [];
  const consider = (kind: MailKind, day: string, time: string) => {
    const at = instantOf(day, time, zone);
    if (at <= t && at > t - lookbackMs) due.push({ kind, slot: day, at });
  };
  for (const day of days) {
    const weekday = isoWeekdayOf(day);
    if (s.reminderEnabled && s.reminderWeekdays.includes(weekday)) consider('reminder', day, s.reminderTime);
    if (s.digestEnabled && s.digestWeekday === weekday) consider('digest', day, s.digestTime);
  }
  return due;
}
