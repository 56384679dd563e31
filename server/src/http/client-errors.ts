import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_VERSION_2024 } from '../auth/errors.js';
import { codeOfStatus, errorAnswer } from './errors.js';
import { SECURITY_HEADERS } from './security.js';

// Node passes the bytes it was parsing as a Buffer (Fastify's types describe their JSON form).
type ClientError = Error & { code?: string; rawPacket?: unknown };

/**
 * Node's HTTP parser rejects some requests before Fastify sees them: headers over the size limit (431),
 * a request that timed out (408), bytes that are not HTTP (400). Fastify would answer those in its own
 * body shape; this answers them like every other error: `{detail}`, or GoTrue's shape under /auth/v1,
 * with the security headers. Used as Fastify's `clientErrorHandler`.
 */
export function answerClientError(err: ClientError, socket: Socket): void {
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
  const body = JSON.stringify(
    /^[A-Z]+ \/auth\/v1\//.test(head)
      ? authBody(status, message, head)
      : errorAnswer(message, codeOfStatus(status)),
  );
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

/** GoTrue's error body: `{code, message}` for API version 2024-01-01, else the legacy shape. */
function authBody(status: number, message: string, head: string) {
  const code = status === 431 ? 'request_too_large' : 'validation_failed';
  const version = /\r\nx-supabase-api-version:\s*(\S+)/i.exec(head)?.[1];
  return version && version >= API_VERSION_2024
    ? { code, message }
    : { code: status, error_code: code, msg: message };
}
