import { createHash } from 'node:crypto';
import type { MailList } from '@inkwell/contract';
import type { Deps } from '../deps.js';
import { FALLBACK_TIME_ZONE } from '../journal/index.js';
import { startRecurring } from '../jobs/recurring.js';
import { liveEntry } from '../journal/index.js';
import { digestFigures } from './digest.js';
import { dueMails, type MailKind } from './due.js';
import { digestMail, reminderMail, type MailLinks } from './mails.js';
import { scheduleOf } from './settings.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export const TICK_QUEUE = 'mail-tick';
export const SEND_QUEUE = 'mail-send';
/** A mail whose local time passed while no worker ticked still goes out within this window. */
const LOOKBACK_MS = 2 * 3_600_000;
/** Unsubscribe links work this long (a mail read weeks later still lets the learner leave). */
const UNSUBSCRIBE_VALID_MS = 90 * 86_400_000;

interface SendPayload {
  userId: string;
  kind: MailKind;
  slot: string;
  at: number;
}

/** The tick and the per-mail jobs. The tick is started by the processes that run workers (main, worker). */
export function defineReminderJobs(deps: Deps): void {
  deps.jobs.define<{ slot: number }>({
    name: TICK_QUEUE,
    concurrency: 1,
    handler: (job) => enqueueDueMails(deps, job.payload.slot),
  });
  deps.jobs.define<SendPayload>({
    name: SEND_QUEUE,
    concurrency: 2,
    handler: (job) => sendSlotMail(deps, job.payload),
  });
}

/** Every MAIL_TICK_SECONDS, one tick job per slot across all processes; returns its stop. */
export function startMailTick(
  deps: Pick<Deps, 'jobs' | 'config' | 'now' | 'db'>,
  log?: (line: string) => void,
) {
  return startRecurring(deps.jobs, {
    queue: TICK_QUEUE,
    everyMs: deps.config.mailTickSeconds * 1000,
    now: deps.now,
    db: deps.db.kysely,
    log: (msg, extra) => log?.(`${msg} ${JSON.stringify(extra ?? {})}`),
  }).stop;
}

/** At tick instant t: one send job per due (user, kind, slot); its key makes a second tick's job the same one. */
export async function enqueueDueMails(deps: Pick<Deps, 'db' | 'jobs'>, t: number): Promise<void> {
  const rows = await deps.db.kysely
    .selectFrom('reminder_settings')
    .innerJoin('users', 'users.id', 'reminder_settings.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'reminder_settings.user_id')
    .selectAll('reminder_settings')
    .select('profiles.time_zone')
    .where((eb) => eb.or([eb('reminder_enabled', '=', 1), eb('digest_enabled', '=', 1)]))
    .where('users.email_confirmed_at', 'is not', null)
    .execute();
  for (const row of rows) {
    for (const due of dueMails(scheduleOf(row), row.time_zone ?? FALLBACK_TIME_ZONE, t, LOOKBACK_MS)) {
      const payload: SendPayload = { userId: row.user_id, ...due };
      await deps.jobs.enqueue(SEND_QUEUE, payload, {
        key: `${due.kind}:${row.user_id}:${due.slot}`,
        userId: row.user_id,
      });
    }
  }
}

/** The same for every attempt of a slot: a mail sent twice (crash after sending) is one in the inbox. */
export function slotMessageId(appUrl: string, p: { userId: string; kind: MailKind; slot: string }): string {
  const host = new URL(appUrl).hostname || 'inkwell.local';
  const id = createHash('sha256').update(`${p.userId}:${p.kind}:${p.slot}`).digest('hex').slice(0, 32);
  return `<${p.kind}.${p.slot}.${id}@${host}>`;
}

export function mailLinks(
  deps: Pick<Deps, 'config'>,
  userId: string,
  list: MailList,
  now: number,
): MailLinks {
  const token = unsubscribeToken(deps.config.jwtSecret, userId, list, now + UNSUBSCRIBE_VALID_MS);
  const base = deps.config.appUrl;
  return {
    unsubscribeUrl: `${base}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    settingsUrl: `${base}/profile`,
    writeUrl: `${base}/`,
  };
}

/**
 * Sends one slot's mail at most once per slot row (decision 257): the row is written before sending,
 * and a slot already sent or skipped is left alone. A crash between sending and stamping `sent_at`
 * sends again on the job's next run (at-least-once), with the same Message-ID.
 */
export async function sendSlotMail(deps: Pick<Deps, 'db' | 'config' | 'mailer' | 'now'>, p: SendPayload) {
  const k = deps.db.kysely;
  const user = await k
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('reminder_settings', 'reminder_settings.user_id', 'users.id')
    .select(['users.email', 'users.email_confirmed_at', 'profiles.target_language'])
    .select(['reminder_settings.reminder_enabled', 'reminder_settings.digest_enabled'])
    .where('users.id', '=', p.userId)
    .executeTakeFirst();
  // Deleted, unconfirmed, or opted out since the tick: nothing to send.
  if (!user || user.email_confirmed_at === null) return;
  if ((p.kind === 'reminder' ? user.reminder_enabled : user.digest_enabled) !== 1) return;
  const messageId = slotMessageId(deps.config.appUrl, p);
  await k
    .insertInto('mail_slots')
    .values({
      user_id: p.userId,
      kind: p.kind,
      slot: p.slot,
      message_id: messageId,
      created_at: deps.now(),
      sent_at: null,
      skipped: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'slot']).doNothing())
    .execute();
  const slot = await k
    .selectFrom('mail_slots')
    .select(['sent_at', 'skipped'])
    .where('user_id', '=', p.userId)
    .where('kind', '=', p.kind)
    .where('slot', '=', p.slot)
    .executeTakeFirstOrThrow();
  if (slot.sent_at !== null || slot.skipped !== null) return;
  const slotRow = k
    .updateTable('mail_slots')
    .where('user_id', '=', p.userId)
    .where('kind', '=', p.kind)
    .where('slot', '=', p.slot);
  if (p.kind === 'reminder' && (await wroteOn(deps, p.userId, p.slot))) {
    await slotRow.set({ skipped: 'already wrote that day' }).execute();
    return;
  }
  const links = mailLinks(deps, p.userId, p.kind, deps.now());
  const mail =
    p.kind === 'reminder'
      ? reminderMail(user.email, links, messageId)
      : digestMail(
          user.email,
          await digestFigures(k, p.userId, p.slot, p.at),
          user.target_language,
          links,
          messageId,
        );
  await deps.mailer.send(mail);
  await slotRow.set({ sent_at: deps.now() }).execute();
}

async function wroteOn(deps: Pick<Deps, 'db'>, userId: string, day: string): Promise<boolean> {
  const row = await deps.db.kysely
    .selectFrom('journal_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where(liveEntry())
    .executeTakeFirst();
  return row !== undefined;
}
