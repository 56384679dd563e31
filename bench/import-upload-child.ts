// Child of bench/import-upload.ts: one import preview (POST /api/account/import?commit=0) of the file
// at argv[2], streamed into the route as the request body, then how much memory grew meanwhile, as
// JSON, with the longest event-loop stall meanwhile and in an idle second before it (the baseline).
// `none` builds the app and imports nothing.
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSignedInUser, createTestApp } from '../server/test/support/app.js';
import { idleStall, longestStall } from './stall.js';

const [file] = process.argv.slice(2) as [string];
const t = await createTestApp('sqlite', {}, { startJobs: false });
const user = await createSignedInUser(t);
// Sampled every 5 ms from here on: the app is built, so what grows is the upload's alone. `external`
// counts Buffers (an upload held in memory is there, not on the heap).
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
let peakExternal = before.external;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakExternal = Math.max(peakExternal, m.external);
};
const sampler = setInterval(sample, 5);
// The same process idle for a second: the stall baseline of this run.
const idleStallMs = await idleStall();
const start = performance.now();
let status = 0;
let answer = '';
let stallMs = 0;
if (file !== 'none') {
  const { result: res, stallMs: stall } = await longestStall(() =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import?file=${encodeURIComponent(basename(file))}&commit=0`,
      headers: {
        ...user.headers,
        'content-type': 'application/octet-stream',
        'content-length': String(statSync(file).size),
      },
      payload: createReadStream(file),
    }),
  );
  stallMs = stall;
  status = res.statusCode;
  answer = res.body.slice(0, 200);
}
sample();
clearInterval(sampler);
const ms = performance.now() - start;
await t.dispose();
console.log(
  JSON.stringify({
    status,
    answer,
    ms,
    stallMs,
    idleStallMs,
    rssGrowthMb: (peakRss - before.rss) / 1048576,
    idleRssMb: before.rss / 1048576,
    peakRssMb: peakRss / 1048576,
    heapGrowthMb: (peakHeap - before.heapUsed) / 1048576,
    externalGrowthMb: (peakExternal - before.external) / 1048576,
  }),
);
