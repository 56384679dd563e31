import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createOfflineAssessor } from '../server/src/assessor/offline/assessor.js';
import { OfflineChecker } from '../server/src/assessor/offline/checker-client.js';
import { size } from './mode.js';

const RUNS = size(20, 2);
const WORDS = size(300, 60);

/**
 * Offline assessment time of a 300-word entry in every offline language: median of 20 runs, warm
 * (dictionaries and harper loaded by one untimed run first). The work happens in the checker thread, so
 * this is the wait a learner sees, not time the server's event loop is blocked. Same-run baseline: a
 * round trip to the checker thread with an empty text (the least any offline assessment costs on this
 * machine now), so a busy machine shows as a higher baseline, not as a slower checker.
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
const FRENCH = [
  'Hier je suis allé au marché avec ma soeur parce que nous avions besoin de legumes pour le week-end.',
  'Il faisait beau, mais il faisait trop chaud pour marcher longtemps, alors nous avons pris le bus.',
  'Ma grand-mère a préparé une soupe délicieuse et nous l’avons mangée ensemble en parlant de nos projets.',
  'Je veux améliorer mon français, donc j’écris dans ce journal tous les soirs avant de dormir.',
  'Parfois je fais des erreurs avec les verbes irréguliers et aussi avec les acsents de certains mots.',
];
const GERMAN = [
  'Gestern bin ich mit meiner Schwester auf den Markt gegangen, weil wir Gemüse für das Wochenende brauchten.',
  'Das Wetter war schön, aber es war zu heiß, um lange zu laufen, also sind wir mit dem bus gefahren.',
  'Meine Grossmutter hat eine leckere Suppe gekocht und wir haben sie zusammen gegessen.',
  'Ich möchte mein Deutsch verbessern, deshalb schreibe ich jeden Abend in dieses Tagebuch.',
  'Manchmal mache ich Fehler mit unregelmässigen Verben und auch mit der Rechtschreibung von Wortern.',
];
const DUTCH = [
  'Gisteren ben ik met mijn zus naar de markt gegaan omdat we groente nodig hadden voor het weekend.',
  'Het weer was mooi, maar het was te warm om lang te wandelen, dus we namen de bus terug.',
  'Mijn oma heeft een heerlijke soep gekookt en we hebben die samen opgegeten.',
  'Ik wil mijn Nederlands verbeteren, daarom schrijf ik elke avond in dit dagboek.',
  'Soms maak ik fouten met onregelmatige werkwoorden en ook met de spelling van sommige woorden.',
];
const ITALIAN = [
  'Ieri sono andato al mercato con mia sorella perche avevamo bisogno di verdure per il fine settimana.',
  'Il tempo era bello, ma faceva troppo caldo per camminare molto, quindi abbiamo preso l’autobus.',
  'Mia nonna ha preparato una zuppa deliziosa e l’abbiamo mangiata insieme parlando dei nostri progetti.',
  'Voglio migliorare il mio italiano, percio scrivo in questo diario ogni sera prima di dormire.',
  'A volte faccio errori con i verbi irregolari e anche con gli accenti di alcune parole.',
];
const PORTUGUESE = [
  'Ontem fui ao mercado com a minha irmã porque precisavamos de legumes para o fim de semana.',
  'O tempo estava bonito, mas fazia muito calor para caminhar, então voltamos de ônibus.',
  'A minha avó preparou uma sopa deliciosa e nós a comemos juntos enquanto falavamos dos nossos planos.',
  'Quero melhorar o meu português, por isso escrevo neste diário todas as noites antes de dormir.',
  'Às vezes cometo erros com os verbos irregulares e tambem com os acentos de algumas palavras.',
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
    await checker.check('', 'en');
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await checker.check('', 'xx');
      baseline.push(performance.now() - start);
    }
    report(
      `offline assessment baseline (empty round trip to the checker thread): median ${median(baseline).toFixed(2)} ms`,
    );
    for (const [name, language, sentences] of [
      ['English', 'en', ENGLISH],
      ['Spanish', 'es', SPANISH],
      ['French', 'fr', FRENCH],
      ['German', 'de', GERMAN],
      ['Dutch', 'nl', DUTCH],
      ['Italian', 'it', ITALIAN],
      ['Portuguese', 'pt', PORTUGUESE],
    ] as const) {
      const text = entryOfWords(sentences, WORDS);
      const input = { text, targetLanguage: language, nativeLanguage: null, userId: 'bench' };
      const coldStart = performance.now();
      const first = await assessor.assess(input);
      const cold = performance.now() - coldStart;
      const times: number[] = [];
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await assessor.assess(input);
        times.push(performance.now() - start);
      }
      loop.disable();
      const ms = median(times);
      report(
        `offline assessment, ${text.split(/\s+/).length}-word ${name} entry: median ${ms.toFixed(1)} ms ` +
          `(${ms <= 100 ? 'OK' : 'OVER'} the 100 ms budget; baseline +${(ms - median(baseline)).toFixed(1)} ms; ` +
          `${RUNS} warm runs; first run with loading ${cold.toFixed(0)} ms; ${first.data.corrections.length} corrections; ` +
          `longest event-loop stall meanwhile ${(loop.max / 1e6).toFixed(1)} ms)`,
      );
    }
  } finally {
    await checker.close();
  }
}

// Run alone: node --import tsx bench/assessment.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchAssessment((line) => console.log(line));
