/**
 * Blanks out what looks like a credential in a provider's text before it reaches a log: the configured
 * key itself (a provider once echoed a fragment of it), `sk-…`-style keys, bearer tokens, `key=…`
 * pairs and long opaque tokens.
 */
const KEY_LIKE = [
  /\b(?:sk|pk|rk|ak)-[A-Za-z0-9_-]{6,}/g,
  /\bBearer\s+[^\s"',]+/gi,
  /\b(api[_-]?key|access[_-]?token|token|secret|password)(["']?\s*[:=]\s*["']?)[^\s"',&]+/gi,
  /\b[A-Za-z0-9_-]{32,}\b/g,
];

export function redactSecrets(text: string, secret?: string): string {
  let out = text;
  if (secret && secret.length >= 6) {
    out = out.split(secret).join('[redacted]');
    // A fragment of the key (providers print e.g. 'sk-abc…wxyz'): its first and last 6 characters.
    for (const part of [secret.slice(0, 6), secret.slice(-6)])
      if (part.length === 6) out = out.split(part).join('[redacted]');
  }
  for (const pattern of KEY_LIKE) {
    out = out.replace(pattern, (_m, name?: string, sep?: string) =>
      typeof name === 'string' && typeof sep === 'string' ? `${name}${sep}[redacted]` : '[redacted]',
    );
  }
  return out;
}
