// `npm run bench`: every benchmark of the project, each measured against a same-run baseline.
import { benchAssessmentLoad } from './assessment-load.js';
import { benchAnchoring } from './anchoring.js';
import { benchAssessment } from './assessment.js';
import { benchAuthMe } from './auth-me.js';
import { benchConcepts } from './concepts.js';
import { benchExercises } from './exercises.js';
import { benchExportFormats } from './export-formats.js';
import { benchFairQueue } from './fair-queue.js';
import { benchJournal } from './journal.js';
import { benchLoad } from './load.js';
import { benchLighthouse } from './lighthouse.js';
import { benchModelWire } from './model-wire.js';
import { benchFirstCorrection } from './first-correction.js';

const report = (line: string) => console.log(`  ${line}`);
const benches: [string, (r: typeof report) => Promise<void>][] = [
  ['auth: GET /api/auth/me', benchAuthMe],
  ['journal: monthly entries', benchJournal],
  ['assessment: offline assessor time', benchAssessment],
  ['assessment: event loop stays responsive', benchAssessmentLoad],
  ['assessment: anchoring 3,000 model corrections', benchAnchoring],
  ['concepts: due queue', benchConcepts],
  ['exercises: parallel module generation', benchExercises],
  ['export: journal zip, cards CSV, Anki package at 1,000 vs 10,000 entries', benchExportFormats],
  ['model: calls and tokens per 300-word entry (assessment + session), strict OpenAI fake', benchModelWire],
  ['model: time to first correction vs full answer, 300-word entry at 50 tokens/s', benchFirstCorrection],
  ["jobs: a second user's assessment while a first user floods the queue", benchFairQueue],
  ['load: mixed workload, PostgreSQL, two API processes, 200 connections', benchLoad],
  ['web: Lighthouse performance and accessibility', benchLighthouse],
];

const only = process.argv.slice(2);
for (const [name, run] of benches) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n# ${name}`);
  try {
    await run(report);
  } catch (e) {
    console.log(`  FAILED: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
