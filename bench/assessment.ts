import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createOfflineAssessor } from '../server/src/assessment/offline/assessor.js';
import { OfflineChecker } from '../server/src/assessment/offline/checker-client.js';

/**
 * Offline assessment time of a 300-word English and a 300-word Spanish entry: median of 20 runs,
 * warm (dictionaries and harper loaded by one untimed run first). The work happens in the checker
 * thread, so this is the wait a learner sees, not time the server's event loop is blocked.
 */

const ENGLISH = [
  'Yesterday I has went to the market with my freind because we needed vegetables for the weekend.',
  'The weather were nice, but it was to hot for walking alot, so we took the bus back home.',
  'My sister cooked a delicious soup and we ate it together while we talked about our plans.',
  'I want to improve my English, so I write in this journal every evening before I go to bed.',
  'Sometimes I make mistakes with irregular verbs, like when I buyed a apple instead of bought one.',
];
const SPANISH = [
  'Ayer fui al mercado con mi ermano porque necesitábamos verduras para el fin de semana.',
  'El tiempo estaba muy bonito, pero hacía demasiado calor para caminar mucho, así que volvimos en autobús.',
  'Mi avuela preparó una sopa deliciosa y la comimos juntos mientras hablábamos de nuestros planes.',
  'Quiero mejorar mi español, por eso escribo en este diario todas las noches antes de dormir.',
  'A veces cometo errores con los verbos irregulares y tambien con los acentos de algunas palabras.',
];

/** Repeats the sentences until the text has `words` words. */
export function entryOfWords(sentences: string[], words: number): string {
  const out: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const sentence = sentences[i % sentences.length]!;
    out.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  return out.join(' ');
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export async function benchAssessment(report: (line: string) => void): Promise<void> {
  const checker = new OfflineChecker();
  const assessor = createOfflineAssessor(checker);
  try {
    for (const [name, language, sentences] of [
      ['English', 'en', ENGLISH],
      ['Spanish', 'es', SPANISH],
    ] as const) {
      const text = entryOfWords(sentences, 300);
      const input = { text, targetLanguage: language, nativeLanguage: null, userId: 'bench' };
      const coldStart = performance.now();
      const first = await assessor.assess(input);
      const cold = performance.now() - coldStart;
      const times: number[] = [];
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        await assessor.assess(input);
        times.push(performance.now() - start);
      }
      loop.disable();
      report(
        `offline assessment, ${text.split(/\s+/).length}-word ${name} entry: median ${median(times).toFixed(1)} ms ` +
          `(20 warm runs; first run with loading ${cold.toFixed(0)} ms; ${first.data.corrections.length} corrections; ` +
          `longest event-loop stall meanwhile ${(loop.max / 1e6).toFixed(1)} ms)`,
      );
    }
  } finally {
    await checker.close();
  }
}

// Run alone: node --import tsx bench/assessment.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchAssessment((line) => console.log(line));
