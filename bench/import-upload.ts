import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { dayAfter, exportedEntry } from '../server/src/portability/test-entry.js';
import { runChild } from './child.js';
import { stallLine } from './stall.js';
import { memoryLine } from './memory.js';
import { size, smoke } from './mode.js';

interface Figures {
  status: number;
  answer: string;
  ms: number;
  stallMs: number;
  idleStallMs: number;
  rssGrowthMb: number;
  idleRssMb: number;
  peakRssMb: number;
  heapGrowthMb: number;
  externalGrowthMb: number;
}

const DAYS = size(4_000, 40);
/** The 50 MB export of issue 21: entries of ~3,900 bytes up to just under the upload cap. */
const BIG_DAYS = size(12_000, 80);
const BIG_BYTES = 3_900;
/** "A few seconds" for the whole preview (decision 193), with room for a shared 2-core machine. */
const TARGET_MS = 10_000;
const WORDS = [
  'the',
  'market',
  'bridge',
  'yesterday',
  'sister',
  'walked',
  'quiet',
  'morning',
  'rain',
  'bread',
];

/** A day's text of about `bytes` bytes; varied so that it compresses like prose (roughly 3:1), not 1000:1. */
function text(day: number, bytes: number): string {
  let s = '';
  let x = day * 7919 + 13;
  while (s.length < bytes) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += `${WORDS[x % WORDS.length]}${x % 97} `;
  }
  return s;
}

const dayOf = (i: number) => dayAfter('1990-01-01', i);

/** Our own JSON export document of `days` entries of ~`bytes` bytes (DAYS × 3.5 KB: about 14 MB). */
function writeJson(file: string, days = DAYS, bytes = 3500): void {
  const entries = Array.from({ length: days }, (_, i) =>
    exportedEntry({
      ref: `e${i}`,
      day: dayOf(i),
      content: text(i, bytes),
      target_language: 'en',
      word_count: 500,
    }),
  );
  // Laid out as exportJson writes it (one record per line), so the preview's line lookups are measured.
  writeFileSync(
    file,
    `{"format":"inkwell-export","version":1,"exported_at":${JSON.stringify(new Date().toISOString())},` +
      `"profile":null,"entries":[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}` +
      `],"concepts":[],"sessions":[]}\n`,
  );
}

/** A zip of DAYS Markdown day files of ~12 KB each (about 48 MB inflated, ~12 MB compressed). */
async function writeZip(file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (let i = 0; i < DAYS; i++) {
    zip.addBuffer(
      Buffer.from(`---\ndate: ${dayOf(i)}\n---\n\n${text(i, 12_000)}\n`),
      `journal/${dayOf(i)}.md`,
    );
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}

/**
 * `npm run bench import:`: the import preview of a JSON export and of a Markdown zip, each uploaded into
 * a fresh child process; how much its memory grew while the upload was received, parsed and previewed.
 * The JSON is laid out as the export writes it, so the preview's per-record line lookups are measured
 * too (decision 193: they and the word count made this preview take minutes).
 */
export async function benchImportUpload(report: (line: string) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-import-bench-'));
  try {
    const json = join(dir, 'inkwell-export.json');
    const zip = join(dir, 'inkwell-journal.zip');
    writeJson(json);
    await writeZip(zip);
    const big = join(dir, 'inkwell-export-50mb.json');
    writeJson(big, BIG_DAYS, BIG_BYTES);
    const base = await child('none');
    report(`baseline (app, no upload): RSS grows ${base.rssGrowthMb.toFixed(0)} MB`);
    for (const file of [json, zip]) {
      const f = await child(file);
      const mb = (statSync(file).size / 1048576).toFixed(1);
      if (f.status !== 200) throw new Error(`import of ${file} answered ${f.status}: ${f.answer}`);
      report(
        `preview of ${file.endsWith('.zip') ? 'Markdown zip' : 'JSON export'} (${mb} MB, ${DAYS} days): ${f.ms.toFixed(0)} ms ` +
          `(target ≤ ${TARGET_MS} ms) ${f.ms <= TARGET_MS ? 'OK' : 'ABOVE TARGET'}, ` +
          `RSS +${f.rssGrowthMb.toFixed(0)} MB, heap +${f.heapGrowthMb.toFixed(0)} MB, buffers +${f.externalGrowthMb.toFixed(0)} MB`,
      );
      report(
        memoryLine(
          `API (child process), ${mb} MB ${file === zip ? 'zip' : 'JSON'} preview`,
          f.idleRssMb,
          f.peakRssMb,
        ),
      );
    }
    // Issue 21: the preview of a 50 MB export is parsed off the event loop; other requests keep running.
    // Under smoke it is the JSON preview above again (tiny): one child process less.
    if (smoke) return;
    const f = await child(big);
    if (f.status !== 200) throw new Error(`import of ${big} answered ${f.status}: ${f.answer}`);
    const mb = (statSync(big).size / 1048576).toFixed(1);
    report(stallLine(`preview of a ${mb} MB JSON export (${BIG_DAYS} days)`, f.stallMs, f.idleStallMs));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function child(file: string): Promise<Figures> {
  return runChild('bench/import-upload-child.ts', [file]);
}
