import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: pure logic and integration tests on the server (node),
// components and hooks in the web app (jsdom).
export default defineConfig({
  test: {
    projects: [
      {
        // Checks on the repository itself (lint rules that hold the architecture, the bench runner).
        test: {
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // The fault suite runs real processes and restarts PostgreSQL: `npm run test:faults`.
          exclude: [...configDefaults.exclude, 'server/test/faults/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
});
