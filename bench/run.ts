// `npm run bench`: every benchmark of the project. Each bench runs --runs times (3 by default, odd so
// that a majority verdict is the median's verdict); its figures are the median of the runs with the
// spread [min–max] (bench/repeat.ts). A figure whose median misses its target fails the run (exit 1).
//   npm run bench -- --runs 5 auth journal   (only the benches whose name contains a word given, any case)
//   npm run bench -- --smoke                 (bench/mode.ts: once each, tiny sizes, targets not judged;
//                                             only a bench that throws fails — `npm test` runs this)
import { benchAssessmentLoad } from './assessment-load.js';
import { benchAnchoring } from './anchoring.js';
import { benchAssessment } from './assessment.js';
import { benchAuthMe } from './auth-me.js';
import { benchConcepts } from './concepts.js';
import { benchExercises } from './exercises.js';
import { benchExportFormats } from './export-formats.js';
import { benchFairQueue } from './fair-queue.js';
import { benchImportUpload } from './import-upload.js';
import { benchJournal } from './journal.js';
import { benchLoad } from './load.js';
import { benchLighthouse } from './lighthouse.js';
import { benchProgress } from './progress.js';
import { benchModelWire } from './model-wire.js';
import { benchFirstCorrection } from './first-correction.js';
import { benchTextStalls } from './text-stalls.js';
import { mergeRuns } from './repeat.js';
import { smoke } from './mode.js';

type Report = (line: string) => void;
/** A bench, and the reference it measures in the same run (null: absolute figures, no baseline). */
const benches: [string, (r: Report) => Promise<void>, string | null][] = [
  ['auth: GET /api/auth/me', benchAuthMe, 'a bare node:http server'],
  ['journal: monthly entries', benchJournal, 'a bare node:http server; the same query at 1,000 rows'],
  ['assessment: offline assessor time', benchAssessment, 'an empty round trip to the checker thread'],
  ['assessment: event loop stays responsive', benchAssessmentLoad, 'the same endpoint while idle'],
  ['assessment: anchoring 3,000 model corrections', benchAnchoring, 'indexOf of every quote once'],
  [
    'assessment: longest event-loop stall while a 20,000-character punctuation-heavy entry is analysed',
    benchTextStalls,
    'the same stall while 20,000 characters of prose are analysed',
  ],
  ['concepts: due queue', benchConcepts, 'the same calls with 100 cards'],
  ['exercises: parallel module generation', benchExercises, null],
  [
    'export: journal zip, cards CSV, Anki package at 1,000 vs 10,000 entries',
    benchExportFormats,
    'a process that opens the database and exports nothing',
  ],
  [
    'import: memory growth while a JSON export and a Markdown zip upload are previewed',
    benchImportUpload,
    'the app with no upload',
  ],
  [
    'model: calls and tokens per 300-word entry (assessment + session), strict OpenAI fake',
    benchModelWire,
    'the same entry with clean answers',
  ],
  [
    'model: first correction on screen and full answer, 300-word entry at 50 tokens/s in ~4-character events',
    benchFirstCorrection,
    'the full answer of the same assessment',
  ],
  [
    "jobs: a second user's assessment while a first user floods the queue",
    benchFairQueue,
    "the second user's assessment on an idle queue",
  ],
  [
    'load: mixed workload, PostgreSQL, two API processes, 200 connections',
    benchLoad,
    'the same mix on one API process; the same SQL straight through pg with the same pool',
  ],
  [
    'progress: GET /api/progress at 1,000 vs 100,000 entries of one learner, SQLite and PostgreSQL',
    benchProgress,
    'select 1 on the same database',
  ],
  ['web: Lighthouse performance and accessibility', benchLighthouse, null],
];

const parsed = parseArgs(process.argv.slice(2).filter((a) => a !== '--smoke'));
const runs = smoke ? 1 : parsed.runs;
const only = parsed.only;
// The children a bench starts (bench/child.ts, load scripts) inherit the mode.
if (smoke) process.env.BENCH_SMOKE = '1';
const missed: string[] = [];
for (const [name, run, baseline] of benches) {
  // Any case: `lighthouse` picks the Lighthouse bench.
  if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n# ${name}`);
  console.log(
    smoke
      ? '  (smoke: one run, tiny sizes, targets not judged)'
      : `  (${runs === 1 ? 'one run' : `median of ${runs} runs [min–max]`}; same-run baseline: ${baseline ?? 'none'})`,
  );
  const started = Date.now();
  const lines: string[][] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const own: string[] = [];
      lines.push(own); // a run that throws still shows what it measured
      await run((line) => own.push(...line.split('\n')));
    }
  } catch (e) {
    console.log(`  FAILED: ${e instanceof Error ? e.message : String(e)}`);
    missed.push(`${name}: failed`);
  }
  const merged = mergeRuns(lines);
  for (const line of merged.lines) console.log(`  ${line}`);
  if (!smoke) missed.push(...merged.missed.map((line) => `${name}: ${line.trim()}`));
  else console.log(`  (smoke: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (missed.length) {
  console.log(`\nBenches below target or failed (${missed.length}):`);
  for (const line of missed) console.log(`  BELOW TARGET ${line}`);
  process.exitCode = 1;
}

function parseArgs(args: string[]): { runs: number; only: string[] } {
  const at = args.indexOf('--runs');
  if (at === -1) return { runs: 3, only: args };
  const runs = Number(args[at + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs % 2 === 0) {
    console.error('--runs takes an odd whole number (1, 3, 5 …): the verdict is the majority of the runs');
    process.exit(2);
  }
  return { runs, only: args.filter((_, i) => i !== at && i !== at + 1) };
}
