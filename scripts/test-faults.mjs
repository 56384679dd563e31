#!/usr/bin/env node
// `npm run test:faults`: the fault suite — real API and worker processes killed, stopped, cut off from
// their model and from PostgreSQL (which it stops and starts: it needs the local cluster and the right
// to run pg_ctlcluster). Each test prints what it did and what it checked. Last line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const report = 'test-results/faults.json';
mkdirSync('test-results', { recursive: true });
rmSync(report, { force: true });
const r = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'server/test/faults/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  if (failed === 0 && r.status !== 0) failed = 1; // the runner failed outside any test
} else failed = 1; // crashed before writing a report
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
