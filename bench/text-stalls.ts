import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TestApp, TestUser } from '../server/test/support/app.js';
import { appWithLearner } from './learner-app.js';
import { size } from './mode.js';

const N = size(19_990, 1_990);
/** Punctuation-heavy entries of 20,000 characters (issue 21): each once split quadratically. */
const HOSTILE: [string, string][] = [
  [`"Ciao" + ${N} dots + "x"`, `Ciao${'.'.repeat(N)}x`],
  [`"Ciao" + ${N / 2} × "!?" + "x"`, `Ciao${'!?'.repeat(N / 2)}x`],
  [`"Ciao" + ${N} commas + "x"`, `Ciao${','.repeat(N)}x`],
];
const PROSE = 'Ieri sono andato al mercato con mia sorella perché avevamo bisogno di verdure. ';

/**
 * The longest event-loop stall while one 20,000-character punctuation-heavy entry is analysed offline
 * (target ≤ 100 ms), next to the same figure for 20,000 characters of ordinary prose (the baseline).
 */
export async function benchTextStalls(report: (line: string) => void): Promise<void> {
  const { t, user } = await appWithLearner('it');
  try {
    let day = 0;
    // Unmeasured: the checker thread starts and loads the Italian dictionary.
    await stallWhileAssessed(t, user, day++, 'Ciao, oggi sono andato al mare.');
    const prose = PROSE.repeat(Math.ceil((N + 10) / PROSE.length)).slice(0, N + 10);
    const baseline = await stallWhileAssessed(t, user, day++, prose);
    report(`longest event-loop stall, 20,000 characters of prose     ${baseline.toFixed(1)} ms (baseline)`);
    for (const [name, text] of HOSTILE) {
      const stall = await stallWhileAssessed(t, user, day++, text);
      report(
        `longest event-loop stall, ${name.padEnd(30)} ${stall.toFixed(1)} ms (target ≤ 100 ms) ${stall <= 100 ? 'OK' : 'OVER'}`,
      );
    }
  } finally {
    await t.dispose();
  }
}

/** Stores `text` as an entry, analyses it and returns the longest event-loop delay meanwhile (ms). */
async function stallWhileAssessed(t: TestApp, user: TestUser, day: number, text: string): Promise<number> {
  const date = String(Date.UTC(2021, 0, 1) / 1000 + day * 86_400);
  const stored = await t.app.inject({
    method: 'POST',
    url: '/api/documents/journal/store/',
    headers: user.headers,
    payload: { date, content: text },
  });
  if (stored.statusCode !== 200) throw new Error(`store → ${stored.statusCode} ${stored.body}`);
  const { id } = stored.json() as { id: string };
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/documents/journal/${id}/assess`,
    headers: user.headers,
  });
  if (asked.statusCode !== 202) throw new Error(`assess → ${asked.statusCode} ${asked.body}`);
  for (;;) {
    const a = await t.app.inject({
      method: 'GET',
      url: `/api/documents/journal/${id}/assessment`,
      headers: user.headers,
    });
    if ((a.json() as { status: string }).status !== 'analyzing') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  loop.disable();
  return loop.max / 1e6;
}

// Run alone: node --import tsx bench/text-stalls.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchTextStalls((line) => console.log(line));
