#!/usr/bin/env node
// The one test command: typecheck, lint, format, unit + integration (Vitest, SQLite and PostgreSQL),
// production build, end-to-end (Playwright in Chromium). Every stage runs even when an earlier one
// fails, and the last line is the total: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0 };
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
  if (run(label, cmd, args, env)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
}

/** A stage whose runner writes a JSON report: count its tests; a crash without a report is one failure. */
function suite(label, cmd, args, reportFile, count, env) {
  rmSync(reportFile, { force: true });
  const ok = run(label, cmd, args, env);
  if (!existsSync(reportFile)) {
    results.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const { passed, failed } = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  results.passed += passed;
  results.failed += failed;
  if (failed > 0) failures.push(`${label} (${failed} failed)`);
  else if (!ok) {
    results.failed += 1;
    failures.push(`${label} (runner exited non-zero)`);
  }
}

/** Vitest's JSON report: a file that failed to load counts as a failure too. */
const countVitest = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
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

function countPlaywright(suites) {
  let passed = 0;
  let failed = 0;
  const walk = (s) => {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status === 'skipped') continue;
        if (t.status === 'expected' || t.status === 'flaky') passed += 1;
        else failed += 1;
      }
    for (const child of s.suites ?? []) walk(child);
  };
  suites.forEach(walk);
  return { passed, failed };
}

if (failures.length) console.log(`\nFailed stages: ${failures.join(', ')}`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
