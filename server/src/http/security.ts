import type { FastifyInstance } from 'fastify';

/** The SPA loads only its own scripts and talks only to its own origin; nothing may frame it. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * Every response's security headers: helmet's set for our policy, computed once. (Plain http on a LAN or
 * localhost is a supported way to run Inkwell, so no HSTS.) See docs/decisions/004-security-headers.md.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', CSP],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook writing straight to the raw response: helmet's per-request middleware chain was
  // the largest cost of a small authenticated request (measured), and these values never change.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
}
