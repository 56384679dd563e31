import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// The server's reader of its own outbox files: a pure module without imports, so the black-box tests
// reuse it rather than keep a second MIME parser (docs/ARCHITECTURE.md, "The layers").
import { parseEml } from '../../server/src/mail/eml';

/** One mail of the server's outbox (DATA_DIR/outbox/*.eml), decoded for assertions. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part, transfer encoding removed. */
  text: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
}

/** Every mail in DATA_DIR/outbox, oldest first (file names start with a sortable timestamp). */
export function readMails(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => readMail(file, readFileSync(join(dir, file), 'utf8')));
}

/** The newest mail sent to `email` (case-insensitive), or undefined. */
export function latestMailTo(dataDir: string, email: string): OutboxMail | undefined {
  const wanted = email.trim().toLowerCase();
  return readMails(dataDir)
    .filter((m) => m.to.toLowerCase().includes(wanted))
    .at(-1);
}

/** Waits (polling) until a mail to `email` newer than `after` mails arrives; mails are written asynchronously. */
export async function waitForMailTo(
  dataDir: string,
  email: string,
  opts: { timeoutMs?: number; afterCount?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  const wanted = email.trim().toLowerCase();
  for (;;) {
    const mails = readMails(dataDir).filter((m) => m.to.toLowerCase().includes(wanted));
    if (mails.length > (opts.afterCount ?? 0)) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in ${dataDir}/outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Counts the mails sent to `email` so far (pass it as afterCount to waitForMailTo). */
export function countMailsTo(dataDir: string, email: string): number {
  const wanted = email.trim().toLowerCase();
  return readMails(dataDir).filter((m) => m.to.toLowerCase().includes(wanted)).length;
}

/** One outbox file as the tests see it: the server's own .eml reader, plus the text's links. */
function readMail(file: string, raw: string): OutboxMail {
  const { to, subject, text } = parseEml(raw);
  const links = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  return { file, to, subject, text, links };
}
