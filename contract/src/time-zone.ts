import { z } from 'zod';

/** True for an IANA zone name this runtime knows (e.g. 'Europe/Paris', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The one time-zone field of every body and query that takes one: the same rule, the same message. */
export const timeZoneName = z
  .string()
  .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Paris' });
