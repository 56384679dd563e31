#!/usr/bin/env node
// The one test command: typecheck, lint, format, unit + integration (Vitest, SQLite and PostgreSQL),
// production build, every bench once in smoke mode, end-to-end (Playwright in Chromium). Every stage
// runs even when an earlier one
// fails, and the last line is the total: "N passed, N failed" (CI reads it; keep its shape).
//
// Counting (decision 168): tests and checks are counted apart. A check is a stage that passes or fails
// as a whole (engines, typecheck, lint, format, build, bundle budget, bench smoke); a test is one case in a runner's
// report. The line before the total breaks it down, e.g.
//   tests: 950 passed, 0 failed, 2 skipped, 1 flaky; checks: 6 passed, 0 failed
// Skipped tests (skip, todo, fixme) are neither passed nor failed: they are shown so none hides. A flaky
// test (failed, then passed on a retry) counts as passed in the total and is listed by name; a crash
// without a report counts as one failed check. The total is tests + checks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const tests = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const checks = { passed: 0, failed: 0 };
const flakyNames = [];
const failedNames = [];
const failures = [];
mkdirSync('test-results', { recursive: true });

function run(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${label}: exit ${r.status ?? r.signal} after ${seconds}s`);
  return r.status === 0;
}

/** A stage that is one check: it passes or fails as a whole. */
function check(label, cmd, args, env) {
  if (run(label, cmd, args, env)) checks.passed += 1;
  else {
    checks.failed += 1;
    failures.push(label);
  }
}

/** A stage whose runner writes a JSON report: count its tests; a crash without a report is one failure. */
function suite(label, cmd, args, reportFile, count, env) {
  rmSync(reportFile, { force: true });
  const ok = run(label, cmd, args, env);
  if (!existsSync(reportFile)) {
    checks.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const counted = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  tests.passed += counted.passed;
  tests.failed += counted.failed;
  tests.skipped += counted.skipped;
  tests.flaky += counted.flaky.length;
  flakyNames.push(...counted.flaky.map((name) => `${label}: ${name}`));
  failedNames.push(...counted.failedNames.map((name) => `${label}: ${name}`));
  if (counted.failed > 0) failures.push(`${label} (${counted.failed} failed)`);
  else if (!ok) {
    checks.failed += 1;
    failures.push(`${label} (runner exited non-zero)`);
  }
}

/**
 * Vitest's JSON report: a file that failed to load counts as a failed test too; skipped and todo tests
 * are skipped. Vitest runs without retries here, so nothing in it is flaky.
 */
const countVitest = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  flaky: [],
  failedNames: (r.testResults ?? []).flatMap((file) => {
    const name = relative(process.cwd(), file.name);
    const failing = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failing.length === 0 && file.status === 'failed') return [`${name} (did not load)`];
    return failing.map((t) => `${name} ${t.fullName ?? t.title}`);
  }),
});

const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);

// npm only warns when a package's engines exclude the promised Node; this stage fails instead.
if (wants('engines')) check('engines', 'node', ['scripts/check-engines.mjs']);
if (wants('typecheck')) check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
if (wants('lint')) check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (wants('format')) check('format', 'npx', ['prettier', '--check', '.']);
if (wants('unit'))
  suite(
    'unit+integration',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
    'test-results/vitest.json',
    countVitest,
  );
if (wants('build')) check('build', 'npm', ['run', 'build', '--silent']);
if (wants('build') || wants('budget')) check('bundle budget', 'node', ['scripts/bundle-budget.mjs']);
// Every bench once with tiny sizes, targets not judged (bench/mode.ts): a bench that no longer runs
// fails here, not in the next full `npm run bench`. One check: it passes or fails as a whole.
if (wants('bench')) check('bench smoke', 'node', ['--import', 'tsx', 'bench/run.ts', '--smoke']);
if (wants('e2e'))
  suite(
    'e2e',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    'test-results/e2e.json',
    (r) => countPlaywright(r.suites ?? []),
  );

// The fault suite (real processes, a PostgreSQL stop/start) joins the total when FAULTS=1 (.ci/run)
// or when asked by name: `node scripts/test.mjs faults` (`npm run test:faults`).
if (only.includes('faults') || (only.length === 0 && process.env.FAULTS === '1'))
  suite(
    'faults',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'server/test/faults/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/faults.json',
    ],
    'test-results/faults.json',
    countVitest,
  );

/** Playwright's JSON report: a test's status is expected, unexpected, flaky or skipped. */
function countPlaywright(suites) {
  const counted = { passed: 0, failed: 0, skipped: 0, flaky: [], failedNames: [] };
  const walk = (s) => {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status === 'skipped') counted.skipped += 1;
        else if (t.status === 'expected') counted.passed += 1;
        else if (t.status === 'flaky') {
          counted.passed += 1;
          counted.flaky.push(`${spec.file ?? ''} ${spec.title}`.trim());
        } else {
          counted.failed += 1;
          counted.failedNames.push(`${spec.file ?? ''} ${spec.title}`.trim());
        }
      }
    for (const child of s.suites ?? []) walk(child);
  };
  suites.forEach(walk);
  return counted;
}

if (failures.length) console.log(`\nFailed stages: ${failures.join(', ')}`);
// Named here, at the end, because CI keeps only the tail of the output.
if (failedNames.length) console.log(`\nFailed tests:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
if (flakyNames.length)
  console.log(`\nFlaky (passed on a retry):\n${flakyNames.map((n) => `  ${n}`).join('\n')}`);
console.log(
  `tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped, ${tests.flaky} flaky; ` +
    `checks: ${checks.passed} passed, ${checks.failed} failed`,
);
const passed = tests.passed + checks.passed;
const failed = tests.failed + checks.failed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
