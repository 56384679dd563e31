// Smoke mode (`npm run bench -- --smoke`, or BENCH_SMOKE=1; `npm test` runs it): every bench once with
// tiny sizes and short durations, its targets not judged. It only proves each bench still runs: a
// thrown error, a non-2xx answer or a crash fails it, so a broken bench fails CI, not the next full run.
// Benches read every size and duration through `size(full, tiny)`.

export const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** The full-run value, or the tiny one under smoke. */
export const size = <T>(full: T, tiny: T): T => (smoke ? tiny : full);
