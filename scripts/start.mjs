#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources — the web app (web/dist) and the server
// (server/dist, scripts/build-server.mjs) — then runs the server with plain `node`; it serves the SPA and
// the API on one port. `npm run worker` (`node scripts/start.mjs worker`) builds only the server and runs
// the job workers without HTTP. A build counts as stale when any file of its sources (including
// contract/src and lockfile changes) is newer than its output.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

process.chdir(resolve(import.meta.dirname, '..'));

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `npm run build -w <workspace>` when `output` is missing or older than one of `sources`. */
function buildIfStale(name, workspace, output, sources) {
  const stale = !existsSync(output) || sources.some((s) => newestMtime(s) > statSync(output).mtimeMs);
  if (!stale) return;
  console.log(`Building the ${name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const role = process.argv[2] === 'worker' ? 'worker' : 'main';
const shared = ['contract/src', 'package-lock.json'];
if (role === 'main')
  buildIfStale('web app', 'web', 'web/dist/index.html', ['web/src', 'web/index.html', ...shared]);
buildIfStale('server', 'server', `server/dist/${role}.js`, [
  'server/src',
  'server/package.json',
  'scripts/build-server.mjs',
  ...shared,
]);

const server = spawn(process.execPath, ['--enable-source-maps', `server/dist/${role}.js`], {
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
