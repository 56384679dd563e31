/** A small reader for the RFC 5322 / MIME mails the outbox holds (what nodemailer writes). */

export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  date: string;
  /** The plain-text part, transfer encoding removed. */
  text: string;
  /** The HTML part, transfer encoding removed ('' when the mail has none). */
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalised.slice(end + 2) };
}

function findTextPart(part: Part, subtype = 'plain'): Part | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (new RegExp(`^text/${subtype}`, 'i').test(type)) return part;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return undefined;
  for (const piece of part.body.split(`--${boundary}`).slice(1)) {
    if (piece.startsWith('--')) break;
    const found = findTextPart(splitPart(piece.replace(/^\n/, '')), subtype);
    if (found) return found;
  }
  return undefined;
}

export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Decodes RFC 2047 encoded words in a header value. */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*/g, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseEml(raw: string): ParsedMail {
  const top = splitPart(raw);
  const textPart = findTextPart(top);
  const htmlPart = findTextPart(top, 'html');
  const header = (name: string) => decodeHeader(top.headers.get(name) ?? '');
  return {
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: header('date'),
    text: textPart ? decodeBody(textPart).trim() : '',
    html: htmlPart ? decodeBody(htmlPart).trim() : '',
  };
}
