#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server, which serves the SPA and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = 'web/dist/index.html';
const sources = ['web/src', 'web/index.html', 'contract/src'];
const stale =
  !existsSync(built) ||
  sources.some(
    (s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(built).mtimeMs,
  );
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn('npx', ['tsx', 'server/src/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
