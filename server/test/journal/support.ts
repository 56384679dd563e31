import type { JournalEntry } from '@inkwell/contract';
import type { TestApp, TestUser } from '../support/app.js';

export const J = '/api/documents/journal';

/**
 * Unix seconds of a wall-clock time on `day` in `zone` — what the web client computes for the start
 * of the chosen day (time '00:00') or a late entry ('23:30'). Two correction passes cover DST shifts.
 */
export function zonedSeconds(day: string, time: string, zone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess += wanted - wallClockAsUtc(guess, zone);
  return guess / 1000;
}

function wallClockAsUtc(epochMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(epochMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
}

export async function store(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<{ status: number; entry: JournalEntry; detail: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${J}/store/`,
    headers: user.headers,
    payload: body,
  });
  const json = res.json();
  return {
    status: res.statusCode,
    entry: json as JournalEntry,
    detail: (json as { detail?: string }).detail ?? '',
  };
}

/** Stores an entry on `day` (local midnight in `zone`) and expects success. */
export async function storeOn(
  t: TestApp,
  user: TestUser,
  day: string,
  content: string,
  zone = 'UTC',
): Promise<JournalEntry> {
  const r = await store(t, user, {
    date: String(zonedSeconds(day, '00:00', zone)),
    content,
    time_zone: zone,
  });
  if (r.status !== 200) throw new Error(`store ${day} → ${r.status} ${r.detail}`);
  return r.entry;
}

export async function monthly(t: TestApp, user: TestUser, year: number | string, month: number | string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${J}/monthly/${year}/${month}`,
    headers: user.headers,
  });
  return { status: res.statusCode, body: res.json() as JournalEntry[] & { detail?: string } };
}
