import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from './errors.js';
import { setSecurityHeadersFirst } from './security.js';

const API_PREFIXES = ['/api/', '/auth/v1/', '/dev/'];

/**
 * Serves the built SPA (when distDir holds one); unknown non-API GETs get index.html so client-side
 * routes load directly. Unknown API paths are a JSON 404.
 */
export async function installSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const built = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (distDir && !built)
    app.log.warn(`web app not built at ${distDir}: run "npm run build" (npm start does it)`);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      // Hashed file names never change content: cache them for good; everything else revalidates.
      setHeaders: (res, path) => {
        setSecurityHeadersFirst(res);
        res.setHeader(
          'cache-control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (!built || req.method !== 'GET' || API_PREFIXES.some((p) => path.startsWith(p))) {
      return reply.status(404).send(errorAnswer(`Route ${req.method} ${path} not found`, 'not_found'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
