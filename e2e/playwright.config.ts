import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'inkwell-e2e-'));
process.env.E2E_DATA_DIR = E2E_DATA_DIR; // shared with the tests (they read the outbox)
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A stray test.only would silently skip every other test: refuse it on CI.
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: join(import.meta.dirname, '../test-results/e2e.json') }]],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx server/src/main.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      AUTH_RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'offline',
      // reminders.spec.ts waits for a due reminder: a tick every 2 s instead of every minute.
      MAIL_TICK_SECONDS: '2',
    },
  },
});
