#!/usr/bin/env node
// Builds the server for production: server/src/main.ts (API), server/src/worker.ts (`npm run worker`)
// and the offline checker's thread (server/src/assessor/offline/worker.ts) into plain JavaScript in
// server/dist/, so a deployment runs `node`, not TypeScript through tsx (decision 168).
//
// One ES module bundle per entry with esbuild (installed with tsx, a server dependency). npm packages
// stay external and load from node_modules at run time (native modules, WASM, dictionaries); only our
// own code — server/src and the contract workspace — is bundled.
//
// Two source patterns need care, and the build fails if they change under it:
// - `import.meta.url` in server/src (the SPA's folder, the glossary's folder) is relative to the source
//   file, so each use is rewritten to that file's own location (as if it had not been bundled).
// - The offline checker starts its thread from `worker-boot.mjs` (which registers tsx and imports
//   worker.ts); in the build the thread runs the bundled `offline-checker.js` directly instead. The
//   import's parse thread (`parse-thread-boot.mjs` → parse-worker.ts) likewise runs `import-parser.js`.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const serverSrc = join(root, 'server/src');
const outdir = join(root, 'server/dist');
/** Source files that start a thread from a boot file → the boot URL and the bundled entry it becomes. */
const threadStarters = new Map([
  [
    join(serverSrc, 'assessor/offline/checker-client.ts'),
    { boot: "new URL('./worker-boot.mjs', import.meta.url)", bundled: './offline-checker.js' },
  ],
  [
    join(serverSrc, 'portability/parse-thread.ts'),
    { boot: "new URL('./parse-thread-boot.mjs', import.meta.url)", bundled: './import-parser.js' },
  ],
]);

/** Replaces `needle` in `text`, failing the build when it does not occur exactly `times` times. */
function replaceExactly(text, needle, replacement, file, times = 1) {
  const found = text.split(needle).length - 1;
  if (found !== times)
    throw new Error(`build-server: expected ${times} × ${needle} in ${relative(root, file)}, found ${found}`);
  return text.replaceAll(needle, replacement);
}

const inkwellSources = {
  name: 'inkwell-sources',
  setup(b) {
    // The contract workspace ships TypeScript: bundle it rather than load it at run time.
    b.onResolve({ filter: /^@inkwell\/contract$/ }, () => ({ path: join(root, 'contract/src/index.ts') }));
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(serverSrc)) return undefined;
      let text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const placeholder = '__inkwellBundleUrl__';
      const starter = threadStarters.get(args.path);
      if (starter)
        text = replaceExactly(text, starter.boot, `new URL('${starter.bundled}', ${placeholder})`, args.path);
      const source = relative(outdir, args.path).split('\\').join('/');
      text = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(source)}, import.meta.url).href`);
      text = text.replaceAll(placeholder, 'import.meta.url');
      return { contents: text, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(serverSrc, 'main.ts'),
    worker: join(serverSrc, 'worker.ts'),
    'offline-checker': join(serverSrc, 'assessor/offline/worker.ts'),
    'import-parser': join(serverSrc, 'portability/parse-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [inkwellSources],
});
console.log(`Built the server into ${relative(root, outdir)}/`);
