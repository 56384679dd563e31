/**
 * Load time and memory of each offline checker, each in a fresh process (node --import tsx
 * eval/checker-footprint.ts). Numbers for docs/decisions/052-offline-assessor.md.
 */
import { execFileSync } from 'node:child_process';
import { checkText } from '../server/src/assessor/offline/checker.js';

const SAMPLE: Record<string, string> = {
  en: 'I has went to the store.',
  es: 'Mi avuela bive aquí.',
  fr: "C'est trés bon.",
  de: 'Ich fahre mit dem Fahrad.',
};

const language = process.argv[2];
if (language) {
  const before = process.memoryUsage();
  const started = performance.now();
  await checkText(SAMPLE[language] ?? '', language);
  const loadMs = performance.now() - started;
  const after = process.memoryUsage();
  const warm = performance.now();
  await checkText(SAMPLE[language] ?? '', language);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `${language}: load + first check ${loadMs.toFixed(0)} ms, next check ${(performance.now() - warm).toFixed(1)} ms, ` +
      `heap +${mb(after.heapUsed - before.heapUsed)} MB, external+arrayBuffers +${mb(after.external - before.external)} MB, rss +${mb(after.rss - before.rss)} MB`,
  );
} else {
  for (const lang of Object.keys(SAMPLE)) {
    process.stdout.write(
      execFileSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, lang]),
    );
  }
}
