#!/usr/bin/env node
// Bundle budgets (decision 110): the gzip size of the JavaScript a browser must download before the first screen
// is usable, read from Vite's build manifest (web/dist/.vite/manifest.json). Exits non-zero above a budget.
//  - sign-in: the entry chunk and its static imports (the auth card is rendered by the eagerly loaded gate);
//  - app shell: the same plus the lazy chunks a returning signed-in user needs on "/" (the Home route and the
//    avatar menu) and their static imports. The first-run setup dialog is not counted: it is loaded once;
//  - entry detail: the entry chunk plus the entry detail route's chunk and its static imports.
// Run after `npm run build -w web`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '../web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const KB = 1024;

/** Budgets in gzip bytes; `lazy` lists the source modules whose lazy chunks that screen also needs at once. */
const SCREENS = [
  { name: 'sign-in', budget: 150 * KB, lazy: [] },
  {
    name: 'app shell (home)',
    budget: 250 * KB,
    lazy: ['src/routes/HomeRoute.tsx', 'src/shell/AvatarMenu.tsx'],
  },
  // The entry detail page (issue 28's Lighthouse page): its route chunk's static closure loads before the
  // first render. Decision 321: the contract chunk (zod, ~35 KB gzip) is still in it; the budget holds today's size
  // (179.4 KB, decision 324).
  { name: 'entry detail', budget: 180 * KB, lazy: ['src/routes/JournalDetailRoute.tsx'] },
];

if (!existsSync(MANIFEST)) {
  console.error(
    `No build manifest at ${MANIFEST}: run \`npm run build -w web\` (build.manifest must be true).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('The build manifest has no entry chunk.');
  process.exit(1);
}

/** Every JS file a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files);
  return files;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(DIST, file))).length);
  return gzipCache.get(file);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
let over = 0;
console.log('Initial JavaScript (gzip) per screen:');
for (const screen of SCREENS) {
  const files = staticClosure(entryKey);
  for (const key of screen.lazy) staticClosure(key, files);
  const total = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
  const ok = total <= screen.budget;
  if (!ok) over += 1;
  console.log(
    `  ${screen.name.padEnd(18)} ${kb(total).padStart(9)} of ${kb(screen.budget)} budget, ${files.size} files  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(over === 0 ? 0 : 1);
