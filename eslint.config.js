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
                '^(\\.\\./)+(assessment|auth|concepts|db|exercises|glossary|health|http|jobs|journal|mail|portability|profile|quotas)(/|$)|^(\\.\\./)+(api|app|boot|deps|main|runtime|worker)\\.js$',
              message:
                'The assessor engine imports no workflow (assessment routes/service/job/repo, db, http, jobs, other domains): pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
);
