import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
    .map((file) => parseEml(file, readFileSync(join(dir, file), 'utf8')));
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

// --- a small RFC 5322 / MIME reader: enough for the mails our server writes ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function findTextPart(part: Part): Part | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^text\/plain/i.test(type)) return part;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return undefined;
  const pieces = part.body.split(`--${boundary}`).slice(1);
  for (const piece of pieces) {
    if (piece.startsWith('--')) break;
    const found = findTextPart(splitPart(piece.replace(/^\n/, '')));
    if (found) return found;
  }
  return undefined;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, ''); // soft line breaks
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (=?utf-8?Q?…?= / =?utf-8?B?…?=) in a header value. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g,
    (_m, _cs: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseEml(file: string, raw: string): OutboxMail {
  const top = splitPart(raw);
  const textPart = findTextPart(top);
  const text = textPart ? decodeBody(textPart).trim() : '';
  const links = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  return {
    file,
    to: decodeHeader(top.headers.get('to') ?? ''),
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text,
    links,
  };
}
