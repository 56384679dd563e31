import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { anchorCorrections, type ProposedCorrection } from '../server/src/assessor/anchor.js';
import { size } from './mode.js';

const CHARS = size(19_000, 2_000);
const CORRECTIONS = size(3_000, 300);

/**
 * Anchoring a flood of model corrections (decision 130): 3,000 corrections on a 19,000-character
 * entry, with the production cap and with the cap lifted (the algorithm alone), next to a same-run
 * baseline (indexOf of every quote once: the least work any anchoring must do). Reports the median of
 * 5 runs and the longest event-loop stall meanwhile. Targets: ≤ 200 ms and ≤ 50 ms.
 */
const SENTENCES = [
  'Yesterday I goed to the market with my freind because we needed vegetables for the weekend.',
  'The weather were nice, but it was to hot for walking alot, so we took the bus back home.',
  'My sister cooked a delicious soup and we ate it together while we talked about our plans.',
];
const QUOTES = ['goed', 'freind', 'were', 'to hot', 'alot', 'the', 'we', 'and', 'market', 'soup'];

function entry(chars: number): string {
  let text = '';
  for (let i = 0; text.length < chars; i++) text += `${SENTENCES[i % SENTENCES.length]} `;
  return text.slice(0, chars);
}

const flood = (n: number): ProposedCorrection[] =>
  Array.from({ length: n }, (_, i) => ({
    original: QUOTES[i % QUOTES.length]!,
    corrected: `fix ${i}`,
    explanation: 'A correction from a model that did not stop.',
    category: 'grammar',
    contextBefore: i % 2 ? 'with my' : undefined,
  }));

async function measure(run: () => Promise<unknown>): Promise<{ ms: number; stallMs: number }> {
  const times: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  loop.disable();
  times.sort((a, b) => a - b);
  return { ms: times[2]!, stallMs: loop.max / 1e6 };
}

export async function benchAnchoring(report: (line: string) => void): Promise<void> {
  const text = entry(CHARS);
  const proposals = flood(CORRECTIONS);
  await anchorCorrections(text, proposals); // warm-up
  const baseline = await measure(async () => {
    for (const p of proposals) text.indexOf(p.original);
  });
  const capped = await measure(() => anchorCorrections(text, proposals));
  const uncapped = await measure(() => anchorCorrections(text, proposals, { maxCorrections: CORRECTIONS }));
  const verdict = (r: { ms: number; stallMs: number }) =>
    r.ms <= 200 && r.stallMs <= 50 ? 'OK' : 'ABOVE TARGET';
  const line = (name: string, r: { ms: number; stallMs: number }) =>
    `${name} ${r.ms.toFixed(1)} ms, longest stall ${r.stallMs.toFixed(1)} ms`;
  report(line('baseline: indexOf of 3,000 quotes          ', baseline));
  report(`${line('3,000 corrections, 19,000 chars (capped)   ', capped)} ${verdict(capped)}`);
  report(`${line('3,000 corrections, 19,000 chars (no cap)   ', uncapped)} ${verdict(uncapped)}`);
  report(
    `ratio no-cap ÷ baseline                    ${(uncapped.ms / Math.max(baseline.ms, 0.01)).toFixed(1)}×`,
  );
}

// Run alone: node --import tsx bench/anchoring.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchAnchoring((line) => console.log(line));
