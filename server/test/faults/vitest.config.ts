import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The fault suite (`npm run test:faults`): real API and worker processes, signals, a PostgreSQL restart.
// One file at a time: the files share the machine's PostgreSQL server, and one of them restarts it.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../../', import.meta.url)),
    include: ['server/test/faults/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
