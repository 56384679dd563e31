import type { FastifyInstance } from 'fastify';

/**
 * Clients POST actions without a body but with `Content-Type: application/json` (auth-js's /logout, a
 * plain `fetch` to …/assess), which Fastify's parser refuses; here an empty JSON body is simply absent.
 * Otherwise Fastify's own (prototype-safe) parser runs.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultParser(req, text, done);
  });
}
