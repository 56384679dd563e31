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
  // A callback hook, not helmet's per-request middleware chain (decision 004). The headers go into
  // fastify's own header map, which fastify hands to Node's writeHead in one call: set on the raw response
  // instead, each was stored by its own validated setHeader and writeHead then merged fastify's headers
  // in one by one (measured, decision 317). Same headers, same order on the wire.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
    done();
  });
}

/**
 * For code that writes headers on the raw response before fastify does (@fastify/static's `setHeaders`):
 * raw headers go out before fastify's map, so writing the security headers first keeps them first on the
 * wire, as on every other response. fastify's map then sets the same values again, in place.
 */
export function setSecurityHeadersFirst(res: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}
