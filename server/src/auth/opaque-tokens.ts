import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** A random bearer secret of 256 bits (refresh tokens, email links), URL-safe. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** How opaque tokens are stored: only their SHA-256, so a database leak yields nothing usable. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

const keyFrom = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'inkwell refresh-token child', 32));

/**
 * Encrypts `plaintext` (the next refresh token) under a key derived from `secret` (the token it
 * replaces). Only someone presenting the old token can recover the new one — that is what lets a
 * replay of the immediate parent answer with the current token while the database holds no usable token.
 */
export function sealWith(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openWith(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
