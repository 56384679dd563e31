import { createSignedInUser, createTestApp } from '../server/test/support/app.js';
import { assertAllOk, formatFigures, measureHttp, startBaselineServer } from './http.js';
import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { size } from './mode.js';

const SECONDS = size(5, 1);

/** GET /api/auth/me (authenticated, 50 connections, loopback) next to a bare node:http server. */
export async function benchAuthMe(report: (line: string) => void): Promise<void> {
  const baseline = await startBaselineServer();
  const base = await measureHttp(baseline.url, { seconds: SECONDS });
  baseline.server.close();

  // The job workers run as in an API process (JOBS_IN_PROCESS), at its poll interval, not the tests' 25 ms.
  const t = await createTestApp('sqlite', {}, { jobPollMs: 500 });
  try {
    const user = await createSignedInUser(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const idleMb = rssMb();
    // The app runs in this process (the load comes from a separate one): its RSS is the API's.
    const { result: me, peakMb } = await peakRssWhile([process.pid], () =>
      measureHttp(`${address}/api/auth/me`, { headers: user.headers, seconds: SECONDS }),
    );
    report(`baseline node:http            ${formatFigures(base)}`);
    report(`GET /api/auth/me (SQLite)     ${formatFigures(me)}`);
    const ratio = me.rps / base.rps;
    report(
      `ratio auth/me ÷ baseline      ${(ratio * 100).toFixed(1)} % (target ≥ 50 %) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
    );
    report(memoryLine('API (this process, SQLite)', idleMb, peakMb[0]!));
    assertAllOk('baseline node:http', base);
    assertAllOk('GET /api/auth/me', me);
  } finally {
    await t.dispose();
  }
}
