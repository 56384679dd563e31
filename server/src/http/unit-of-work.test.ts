import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { unitOfWorkBegan } from '../db/oldest-first.js';
import { installUnitOfWork } from './unit-of-work.js';

describe('installUnitOfWork', () => {
  it('runs the auth hook and the handler of a request, with or without a body, in the unit begun on arrival', async () => {
    const app = Fastify();
    installUnitOfWork(app);
    const seen = new Map<string, number | undefined>();
    app.addHook('onRequest', async (req) => {
      seen.set(`${req.method} hook`, unitOfWorkBegan());
    });
    const handler = async (req: { method: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 5)); // the unit survives an await
      seen.set(`${req.method} handler`, unitOfWorkBegan());
      return {};
    };
    app.get('/x', handler);
    app.post('/x', handler);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/x`;
      // Over a real socket, with a body large enough to arrive in several reads after the hooks ran.
      await fetch(url);
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ a: 'x'.repeat(600_000) }),
      });
    } finally {
      await app.close();
    }
    for (const method of ['GET', 'POST']) {
      expect(seen.get(`${method} hook`)).toEqual(expect.any(Number));
      expect(seen.get(`${method} handler`)).toBe(seen.get(`${method} hook`));
    }
    expect(seen.get('GET hook')).not.toBe(seen.get('POST hook'));
    expect(unitOfWorkBegan()).toBeUndefined();
  });
});
