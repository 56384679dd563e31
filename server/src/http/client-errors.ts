import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { codeOfStatus, errorAnswer } from './errors.js';
import { SECURITY_HEADERS } from './security.js';

// Node passes the bytes it was parsing as a Buffer (Fastify's types describe their JSON form).
type ClientError = Error & { code?: string; rawPacket?: unknown };

/**
 * A body of its own for a request whose head (request line and headers) it recognises, else undefined:
 * the auth service answers under /auth/v1 in GoTrue's shape (the wiring passes it in; http knows no domain).
 */
export type ClientErrorBody = (status: number, message: string, head: string) => object | undefined;

/**
 * Node's HTTP parser rejects some requests before Fastify sees them: headers over the size limit (431),
 * a request that timed out (408), bytes that are not HTTP (400). Fastify would answer those in its own
 * body shape; this answers them like every other error: `{detail}`, or the body `ownBody` gives (GoTrue's
 * shape under /auth/v1), with the security headers. `app.ts` makes it Fastify's `clientErrorHandler`.
 */
export function answerClientError(
  err: ClientError,
  socket: Socket,
  ownBody: ClientErrorBody = () => undefined,
): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timed out']
        : [400, 'Malformed request'];
  // The request line and headers, as far as they were read (a request sent in one piece has them all).
  const head = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1', 0, 64 * 1024) : '';
  const body = JSON.stringify(ownBody(status, message, head) ?? errorAnswer(message, codeOfStatus(status)));
  if (socket.writable) {
    const headers = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy();
}
