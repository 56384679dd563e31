import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { compileCatalog } from './src/i18n/compile-catalog';
import { AUTH_STORAGE_KEY } from './src/lib/stored-session';
import { routePattern, SIGNED_IN_ROUTES } from './src/route-table';

/**
 * The lazy page module each signed-in path opens (from src/route-table.ts, which the router reads too). A
 * returning learner's browser fetches that page's chunks beside the entry chunk instead of after it
 * (decision 114).
 */
const ROUTE_PAGES = SIGNED_IN_ROUTES.map((r) => [routePattern(r.path), `src/${r.page}.tsx`] as const);

/** Runs in the page (serialised into the emitted script): preloads the chunks of the path's page. */
function preloadRouteChunks(routes: ReadonlyArray<readonly [string, readonly string[]]>, authKey: string) {
  try {
    if (!localStorage.getItem(authKey)) return;
    const match = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
    if (!match) return;
    // After the first frame: the page chunks must not delay the first paint (the entry and the CSS).
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const file of match[1]) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = `/${file}`;
          document.head.append(link);
        }
      }, 0),
    );
  } catch {
    // No storage (privacy mode): the page loads its chunks itself.
  }
}

/** src/boot.ts as a small self-contained classic script: it starts a returning learner's first API reads. */
async function earlyReadsScript(): Promise<string> {
  const result = await bundle({
    input: new URL('src/boot.ts', import.meta.url).pathname,
    write: false,
    logLevel: 'silent',
    output: { format: 'iife', minify: true },
  });
  const [chunk] = result.output;
  return chunk.code.trim();
}

/**
 * Emits the boot script, a small async script (the CSP forbids inline ones) that index.html runs before
 * the app's chunks have arrived. With a stored session it starts the current page's first API reads at
 * once (src/boot.ts, decision 125) and, once the first frame is drawn, adds `<link rel="modulepreload">`
 * for the page's chunk and its static imports (decision 114). Without it both would wait for the entry
 * chunk to download and run: one more round trip before the page can render.
 */
function bootScript(): Plugin {
  return {
    name: 'inkwell-boot-script',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) this.error('no entry chunk');
        const eager = closure(entry.fileName);
        const routes = ROUTE_PAGES.map(([pattern, module]) => {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/web/${module}`));
          if (!page) this.error(`no chunk for ${module}`);
          return [pattern, [...closure(page.fileName)].filter((f) => !eager.has(f))] as const;
        });
        const source = `${await earlyReadsScript()}\n(${preloadRouteChunks.toString()})(${JSON.stringify(routes)}, ${JSON.stringify(AUTH_STORAGE_KEY)});\n`;
        const fileName = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') this.error('no index.html');
        html.source = html.source.replace(
          '<script type="module"',
          `<script async src="/${fileName}"></script>\n    <script type="module"`,
        );
      },
    },
  };
}

/**
 * Marks each JavaScript chunk for eager compilation (V8's explicit compile hint): Chromium then compiles
 * its functions on the streaming thread while the file downloads, instead of on the main thread when
 * each is first called, where it blocks rendering (decision 125). Other browsers ignore the comment.
 */
function compileHints(): Plugin {
  return {
    name: 'inkwell-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/]catalogs[\\/][a-z]{2}\.json$/;
/** The formatting libraries, whose import of the ICU parser the build swaps for its parser-less twin. */
const FORMATTER = /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl)[\\/]/;

/**
 * Ships the catalogs as syntax trees parsed at build time, and the formatter without its ICU parser
 * (≈ 12 KB gzip less in the entry chunk, and no parsing before the first render: decision 314). The JSON
 * files stay the source everyone edits; tests and the dev server read them as text. Only the pseudo-locale
 * chunk (tests and screenshots) keeps a parser of its own.
 */
function precompiledCatalogs(): Plugin {
  return {
    name: 'inkwell-precompiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer || !FORMATTER.test(importer))
        return null;
      const parser = await this.resolve(source, importer, { skipSelf: true });
      const withoutParser = parser && join(dirname(parser.id), 'no-parser.js');
      if (!withoutParser || !existsSync(withoutParser))
        this.error(`no parser-less build next to ${parser?.id}`);
      return withoutParser;
    },
    load(id) {
      if (!CATALOG_FILE.test(id)) return null;
      this.addWatchFile(id);
      // Still JSON: Vite's own JSON plugin turns it into a module as it does any catalog.
      return JSON.stringify(compileCatalog(JSON.parse(readFileSync(id, 'utf8'))));
    },
  };
}

// In development the API server runs on :3000 and Vite proxies to it; in production the server serves dist/.
export default defineConfig({
  plugins: [precompiledCatalogs(), react(), tailwindcss(), bootScript(), compileHints()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth/v1': 'http://localhost:3000',
      '/dev/outbox': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (decision 125): on a slow mobile connection each request costs a round trip,
        // and HTTP/1.1 runs only six at a time. Everything the entry needs is one file; a page then needs
        // its own chunk plus a few shared ones instead of about fifteen small files.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 10 },
            // The whole contract in one file (decision 318): every page that uses its schemas needs that file
            // anyway, and its zod-free helpers (due-word matching, mastery) were requests of their own before
            // the entry page (or a deck page) could render. React Query's `queryOptions` (an identity function
            // of 67 bytes, used by pages only, so not in the entry) rides along for the same reason.
            {
              name: 'contract',
              test: /[\\/]contract[\\/]src[\\/]|[\\/]@tanstack[\\/]react-query[\\/].*[\\/]queryOptions\.js$/,
              priority: 8,
            },
            // App modules shared by several pages, without their dependencies (those keep their own chunks).
            {
              name: 'shared',
              test: /[\\/]web[\\/]src[\\/]/,
              minShareCount: 2,
              priority: 3,
              includeDependenciesRecursively: false,
              // One chunk per set of pages sharing them (tiny sets merged), so a page does not download
              // another page's dialogs along with what it shares.
              entriesAware: true,
              entriesAwareMergeThreshold: 2000,
            },
            // All icons: each is under 1 KB, not worth a request of its own.
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 5 },
            // The Radix parts every Radix component uses; the positioning code (popper) stays apart, as only
            // hover cards and menus need it.
            {
              name: 'radix-base',
              test: /node_modules[\\/](@radix-ui[\\/](react-(presence|slot|context|use-|primitive|compose-refs|dismissable-layer|focus-scope|portal|id))|@radix-ui[\\/]primitive)/,
              priority: 4,
            },
          ],
        },
      },
    },
  },
});
