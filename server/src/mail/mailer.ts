import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>;
  /** A fixed Message-ID, '<…@…>': a mail sent again carries the same one, so clients show it once. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mails are written when no SMTP server is configured; null when mail goes out over SMTP. */
  readonly outboxDir: string | null;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  /**
   * Called with a one-line note, link included, for every outbox mail: main.ts logs it at info, the
   * default level, so a first user without SMTP finds the confirmation link on the console.
   */
  log?: (line: string) => void;
}

/** Mail over SMTP_URL; without it, every mail becomes an .eml file in DATA_DIR/outbox and a log line. */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      outboxDir: null,
      async send(m) {
        await transport.sendMail({ from: opts.mailFrom, ...m });
      },
    };
  }
  const outboxDir = join(opts.dataDir, 'outbox');
  // Mails hold sign-in links: the folder is the server user's alone (its mode also covers older files).
  ensurePrivateDir(outboxDir);
  // Builds the same RFC 5322 message SMTP would carry, without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(m) {
      const info = await composer.sendMail({ from: opts.mailFrom, ...m, textEncoding: 'quoted-printable' });
      const file = join(outboxDir, outboxFileName());
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      const link = /https?:\/\/\S+/.exec(m.text)?.[0];
      opts.log?.(`mail to ${m.to} "${m.subject}" written to ${file}${link ? ` — link: ${link}` : ''}`);
    },
  };
}

let sequence = 0;
/** Sortable names: time, then a per-process sequence for mails of the same millisecond. */
function outboxFileName(): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = String(Date.now()).padStart(15, '0');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}
