import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Engine } from '../../src/db/database.js';
import { createRuntime } from '../../src/runtime.js';
import { createTestDb } from '../support/engines.js';
import type { TestApp } from '../support/app.js';

export interface SecurityApp extends TestApp {
  /** Every registered route as 'METHOD /url' (HEAD routes Fastify adds for GETs left out). */
  routes: Set<string>;
  /** Error bodies (status ≥ 400) seen so far, each already checked for leaks. */
  errorBodies: string[];
}

/**
 * The app as createTestApp builds it, plus what the security suite needs: the registered routes
 * (collected with an onRoute hook while the app is built), the SPA when WEB_DIST is given, and a
 * leak check on every error body any test of the suite provokes.
 */
export async function createSecurityApp(
  engine: Engine,
  env: Record<string, string> = {},
  opts: { startJobs?: boolean; serveSpa?: boolean } = {},
): Promise<SecurityApp> {
  const testDb = await createTestDb(engine, env);
  const clock = { now: Date.now() };
  const deps = createRuntime(testDb.config, testDb.db, { now: () => clock.now, jobPollMs: 25 });
  if (opts.startJobs !== false) deps.jobs.start();
  const routes = new Set<string>();
  const app = await buildApp(deps, {
    logger: false,
    serveSpa: opts.serveSpa ?? false,
    onRoute: ({ method, url }) => {
      for (const m of [method].flat()) if (m !== 'HEAD') routes.add(`${m} ${url}`);
    },
  });
  await app.ready();
  const errorBodies: string[] = [];
  const inject = app.inject.bind(app) as (o: InjectOptions | string) => Promise<LightMyRequestResponse>;
  // Every test's requests go through here, so no error body of the suite escapes the leak check.
  (app as { inject: unknown }).inject = async (o: InjectOptions | string) => {
    const res = await inject(o);
    if (res.statusCode >= 400) {
      errorBodies.push(res.body);
      expectNoLeak(res.body, typeof o === 'string' ? o : `${o.url ?? ''} ${JSON.stringify(o.payload ?? '')}`);
    }
    return res;
  };
  return {
    app,
    deps,
    clock,
    routes,
    errorBodies,
    async dispose() {
      await deps.jobs.stop(1000);
      await app.close();
      await testDb.dispose();
    },
  };
}

/** What must never reach a client: stack frames, source paths, SQL or database messages. */
const LEAKS: RegExp[] = [
  /\n\s*at \S/,
  /^\s*at \S+ \(/m,
  /\/src\//,
  /node_modules/,
  /\.(ts|js):\d+/,
  /\bselect /i,
  /\binsert /i,
  /sqlite/i,
  /syntax error/i,
  /\brelation\b/i,
];

/**
 * Fails when an error body shows a leak. Text the request itself carried (an unknown field's name, a
 * path echoed in a 404) is the client's own and doesn't count.
 */
export function expectNoLeak(body: string, requestText = ''): void {
  const sent = requestText.toLowerCase();
  for (const pattern of LEAKS) {
    const found = pattern.exec(body)?.[0];
    if (found && !sent.includes(found.toLowerCase().trim())) {
      expect.fail(`error body leaks ${JSON.stringify(found)}: ${body.slice(0, 300)}`);
    }
  }
}
