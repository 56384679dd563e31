import { createSignedInUser, createTestApp } from '../server/test/support/app.js';
import { formatFigures, measureHttp, startBaselineServer } from './http.js';

/** GET /api/auth/me (authenticated, 50 connections, loopback) next to a bare node:http server. */
export async function benchAuthMe(report: (line: string) => void): Promise<void> {
  const baseline = await startBaselineServer();
  const base = await measureHttp(baseline.url);
  baseline.server.close();

  const t = await createTestApp('sqlite');
  try {
    const user = await createSignedInUser(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const me = await measureHttp(`${address}/api/auth/me`, { headers: user.headers });
    report(`baseline node:http            ${formatFigures(base)}`);
    report(`GET /api/auth/me (SQLite)     ${formatFigures(me)}`);
    const ratio = me.rps / base.rps;
    report(
      `ratio auth/me ÷ baseline      ${(ratio * 100).toFixed(1)} % (target ≥ 50 %) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    await t.dispose();
  }
}
