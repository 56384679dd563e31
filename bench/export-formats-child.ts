// Child of bench/export-formats.ts: one export of one user into a byte-counting sink, then its time
// the longest event-loop stall meanwhile (and in an idle second before, the baseline), and the
// process's peak memory as JSON (a fresh process, so maxRSS is this export's alone).
import { performance } from 'node:perf_hooks';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../server/src/db/database.js';
import { ankiPackage } from '../server/src/portability/formats/anki-package.js';
import { cardsCsv } from '../server/src/portability/formats/cards-csv.js';
import { journalZip } from '../server/src/portability/formats/markdown-export.js';
import { idleStall, longestStall } from './stall.js';

const [file, userId, format] = process.argv.slice(2) as [string, string, string];
const db = openDatabase({ sqliteFile: file });
const k = db.kysely;
let peakHeap = process.memoryUsage().heapUsed;
const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 5);
// The same process idle for a second: the stall baseline of this run.
const idleStallMs = await idleStall();
const start = performance.now();
let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    bytes += chunk.length;
    done();
  },
});
const { stallMs } = await longestStall(async () => {
  const source: Readable | null =
    format === 'journal.zip'
      ? journalZip(k, userId)
      : format === 'cards.csv'
        ? cardsCsv(k, userId)
        : format === 'decks.apkg'
          ? await ankiPackage(k, userId, Date.now())
          : null;
  if (source) await pipeline(source, sink);
});
clearInterval(sampler);
const ms = performance.now() - start;
await db.close();
console.log(
  JSON.stringify({
    ms,
    bytes,
    stallMs,
    idleStallMs,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    peakHeapMb: peakHeap / 1048576,
  }),
);
