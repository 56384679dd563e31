/** The browser's IANA zone: the server derives an entry's calendar day in it (decision 030). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
