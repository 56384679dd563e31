import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The web app's feature folders (docs/ARCHITECTURE.md "web/src: features, ui, lib"). */
const WEB_FEATURES = [
  'assessment',
  'auth',
  'decks',
  'exercises',
  'journal',
  'portability',
  'profile',
  'rewrite',
  'shell',
];

/** Files matching `files` may not import from the web/src folders in `forbidden` (nor from the server). */
function webZone(files, forbidden) {
  const folders = forbidden.join('|');
  return {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@inkwell/server'] },
            {
              regex: `^(\\.\\./)+(${folders})(/|$)`,
              message:
                'A feature imports no other feature: compose them in web/src/routes, or move the shared part to lib/ or ui/.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * The server's folders (docs/ARCHITECTURE.md "server/src"). Infrastructure serves the domains and knows
 * none of them; domains serve the cross-domain workflows (`portability/`, `workflows/`) and never import
 * them; nothing below the entry points imports the wiring (app, api, runtime…).
 */
const SERVER_INFRA = ['ai', 'db', 'http', 'i18n', 'jobs', 'mail'];
const SERVER_DOMAINS = [
  'analysis',
  'assessor',
  'auth',
  'concepts',
  'exercises',
  'glossary',
  'health',
  'journal',
  'profile',
  'progress',
  'prompts',
  'quotas',
  'reminders',
  'rewrite',
];
const SERVER_WORKFLOWS = ['portability', 'workflows'];
const SERVER_WIRING = ['api', 'app', 'boot', 'main', 'runtime', 'worker'];

/**
 * What each server folder may import of another folder despite the rules below, by design: the database
 * schema is assembled from each domain's own table types, the registry of what a user owns from each
 * domain's own declarations (decision 235), and migration 0023 backfills the progress figures with the
 * very code the analysis job uses (decision 245), migration 0029 the stored summary rows with the code
 * that keeps them (decision 263). The debts issue 23 listed here are paid (decision 282); add none
 * without a reason here.
 */
const SERVER_EXCEPTIONS = {
  db: ['[a-z-]+/tables\\.js', '[a-z-]+/owned\\.js', 'progress/backfill\\.js', 'progress/summary\\.js'],
};

const alternatives = (names) => names.join('|');

/** The no-restricted-imports patterns of one server folder (plus the web ban every server file has). */
function serverZone(folder) {
  const forbiddenFolders = SERVER_INFRA.includes(folder)
    ? [...SERVER_DOMAINS, ...SERVER_WORKFLOWS]
    : SERVER_DOMAINS.includes(folder)
      ? SERVER_WORKFLOWS
      : [];
  const except = SERVER_EXCEPTIONS[folder] ?? [];
  const allowed = except.length ? `(?!(?:${alternatives(except)})$)` : '';
  const others = [...SERVER_INFRA, ...SERVER_DOMAINS, ...SERVER_WORKFLOWS].filter((f) => f !== folder);
  const patterns = [
    { group: ['**/web/**', '@inkwell/web'] },
    {
      regex: `^(\\.\\./)+(${alternatives(SERVER_WIRING)})\\.js$`,
      message:
        'Only the entry points import the wiring (app, api, runtime…): take what you need as a parameter.',
    },
    {
      regex: `^(\\.\\./)+${allowed}(${alternatives(others)})/repo\\.js$`,
      message:
        "A folder never reaches into another domain's repo: call a service function its index.ts offers.",
    },
  ];
  // A domain's public API is its index.ts (decision 282): no folder reaches past it.
  const otherDomains = SERVER_DOMAINS.filter((f) => f !== folder);
  patterns.push({
    regex: `^(\\.\\./)+${allowed}(${alternatives(otherDomains)})/(?!index\\.js$)`,
    message: "Import another domain only through its public API, '../<domain>/index.js' (decision 282).",
  });
  if (forbiddenFolders.length) {
    patterns.push({
      regex: `^(\\.\\./)+${allowed}(${alternatives(forbiddenFolders)})/`,
      message: SERVER_INFRA.includes(folder)
        ? 'Infrastructure imports no domain: the domain passes what it needs in.'
        : 'A domain imports no cross-domain workflow (portability/, workflows/): the workflow calls the domain.',
    });
  }
  return {
    files: [`server/src/${folder}/**/*.ts`],
    // Unit tests beside a module may use fixtures of other folders.
    ignores: ['server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Boundaries of docs/ARCHITECTURE.md: web never imports server, server never imports web.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '@inkwell/server'] }] },
  },
  {
    // Type-aware: a promise nobody awaits loses its error (an unhandled rejection, or a silent failure).
    files: ['{web/src,server,contract,e2e,bench}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  // A feature never imports another feature (routes/ composes them); ui/ and lib/ import no feature.
  ...WEB_FEATURES.map((feature) =>
    webZone(
      `web/src/${feature}/**/*.{ts,tsx}`,
      WEB_FEATURES.filter((f) => f !== feature),
    ),
  ),
  webZone('web/src/{ui,lib}/**/*.{ts,tsx}', WEB_FEATURES),
  {
    // One way to check an API answer (decision 185): a feature's api/ reads answers with apiFetchParsed.
    files: ['web/src/*/api/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(parse|safeParse)$/]:not([callee.object.name='JSON'])",
          message: "Read an API answer with apiFetchParsed (lib/api.ts), not the schema's parse/safeParse.",
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'contract/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '@inkwell/web'] }] },
  },
  {
    // "Not deleted" is written once (journal/live-entry.ts, decision 229): use liveEntry() / deletedEntry().
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/journal/live-entry.ts', 'server/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='where'][arguments.0.value=/deleted_at$/][arguments.1.value=/^is( not)?$/]",
          message: 'Write the soft-delete filter with liveEntry() or deletedEntry() (journal/live-entry.ts).',
        },
      ],
    },
  },
  // Which server folder may import which (issue 23, decision 228).
  ...[...SERVER_INFRA, ...SERVER_DOMAINS, ...SERVER_WORKFLOWS].map(serverZone),
  {
    // The assessor engine (text in, assessment out) may use ai/, config types and its offline checker (assessor/offline),
    // nothing of the workflow (storage, HTTP, jobs, other domains): what it needs is passed in.
    files: ['server/src/assessor/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '@inkwell/web'] },
            {
              regex:
                '^(\\.\\./)+(analysis|auth|concepts|db|exercises|glossary|health|http|jobs|journal|mail|portability|profile|progress|prompts|quotas|reminders|rewrite|workflows)(/|$)|^(\\.\\./)+(api|app|boot|deps|main|runtime|worker)\\.js$',
              message:
                'The assessor engine imports no workflow (analysis/ routes, service, job, repo, db, http, jobs, other domains): pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
);
