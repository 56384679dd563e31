import { entryOfWords } from './assessment.js';
import { assertAllOk, formatFigures, measureHttp } from './http.js';
import { appWithLearner } from './learner-app.js';
import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { size } from './mode.js';

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

const TEXT = entryOfWords(
  [
    'Yesterday I has went to the market with my freind because we needed vegetables for the weekend.',
    'The weather were nice, but it was to hot for walking alot, so we took the bus back home.',
  ],
  size(300, 60),
);

/** GET /api/auth/me throughput while offline assessments run, next to its idle figure (target ≥ 50 %). */
export async function benchAssessmentLoad(report: (line: string) => void): Promise<void> {
  const { t, user } = await appWithLearner('en');
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const me = () => measureHttp(`${address}/api/auth/me`, { headers: user.headers, seconds: size(5, 1) });
    const idleMb = rssMb();
    const idle = await me();

    // Keep the assessor busy for the whole measurement: one entry after another, each analysed.
    let running = true;
    let assessed = 0;
    const load = (async () => {
      for (let day = 0; running; day++) {
        const date = String(Date.UTC(2020, 0, 1) / 1000 + day * 86400);
        const stored = await t.app.inject({
          method: 'POST',
          url: '/api/documents/journal/store/',
          headers: user.headers,
          payload: { date, content: TEXT },
        });
        if (stored.statusCode !== 200) throw new Error(`store → ${stored.statusCode} ${stored.body}`);
        const entry = stored.json() as { id: string };
        const asked = await t.app.inject({
          method: 'POST',
          url: `/api/documents/journal/${entry.id}/assess`,
          headers: user.headers,
        });
        if (asked.statusCode !== 202) throw new Error(`assess → ${asked.statusCode} ${asked.body}`);
        for (;;) {
          const a = await t.app.inject({
            method: 'GET',
            url: `/api/documents/journal/${entry.id}/assessment`,
            headers: user.headers,
          });
          if (a.json().status !== 'analyzing') break;
          await delay(200);
        }
        assessed += 1;
      }
    })();
    load.catch(() => {}); // its failure is rethrown where it is awaited below, not a crash meanwhile
    // Measured once the first entry is assessed: the checker thread has started and loaded its
    // dictionaries and WebAssembly (seconds of one-off work on V8's own threads, not the steady state).
    const warmBy = Date.now() + 120_000;
    while (assessed === 0 && Date.now() < warmBy) await Promise.race([load, delay(50)]);
    if (assessed === 0) throw new Error('no entry was assessed within 120 s');
    const before = assessed;
    // The app and its checker thread run in this process: its RSS is the API's.
    const { result: busy, peakMb } = await peakRssWhile([process.pid], me);
    running = false;
    await load;
    report(`GET /api/auth/me idle                 ${formatFigures(idle)}`);
    report(
      `GET /api/auth/me during assessments   ${formatFigures(busy)} (${assessed - before} 300-word entries assessed meanwhile)`,
    );
    const ratio = busy.rps / idle.rps;
    report(
      `ratio busy ÷ idle                     ${(ratio * 100).toFixed(1)} % (target ≥ 50 %) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
    );
    report(memoryLine('API (this process, SQLite, offline assessor)', idleMb, peakMb[0]!));
    assertAllOk('GET /api/auth/me idle', idle);
    assertAllOk('GET /api/auth/me during assessments', busy);
  } finally {
    await t.dispose();
  }
}
