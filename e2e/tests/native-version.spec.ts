import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as apiRequest, test, type Browser } from '@playwright/test';
import { startFakeLlm, type FakeLlm } from '../../server/test/support/fake-llm';
import { writeTodaysEntry } from '../support/journal';
import { signInViaUi } from '../support/ui';

/**
 * Issue 25's native-like rewrite needs a model: this spec starts its own server beside the suite's
 * offline one, pointed at the fake OpenAI server (the server tests' fake, at its real wire), which
 * answers the analysis with no corrections and the rewrite with NATIVE.
 */
const ENTRY = 'Gestern ich bin mit meine Freunde in den Park gegangen. Am Abend ich war sehr müde.';
const NATIVE = 'Gestern bin ich mit meinen Freunden in den Park gegangen. Abends war ich todmüde.';
const PORT = Number(process.env.E2E_PORT ?? 4319) + 1;
const origin = `http://127.0.0.1:${PORT}`;

let llm: FakeLlm;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  llm = await startFakeLlm();
  llm.fallback = (req) => {
    const schema = req.body.response_format?.json_schema?.name;
    if (schema === 'native_version') return { json: { text: NATIVE } };
    if (schema === 'journal_assessment')
      return {
        json: {
          corrections: [],
          feedback: 'Good work: you tell clearly what you did with your friends and how you felt.',
          student_language_level: 'B1',
          level_justification: 'Clear past tense narration with simple connectors.',
          vocab_concepts: [],
          grammar: [],
        },
      };
    return { status: 500, body: { error: { message: 'not scripted' } } };
  };
  // A server left on this port (an earlier run) would answer the health check below in our stead.
  const taken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is taken: stop what listens there (E2E_PORT + 1)`);
  // Node itself, not npx, in a process group of its own: afterAll stops the server, not only a launcher.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'inkwell-e2e-model-')),
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
    },
  });
  await expect(async () => {
    const res = await fetch(`${origin}/api/health`);
    expect(res.ok).toBe(true);
  }).toPass({ timeout: 90_000 });
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await llm?.close();
});

async function learnerPage(browser: Browser, viewport: { width: number; height: number }) {
  const api = await apiRequest.newContext({ baseURL: origin });
  const user = { email: `native-${Date.now()}@example.com`, password: `Ink-${Date.now()}-pass` };
  expect((await api.post('/auth/v1/signup', { data: user })).ok()).toBe(true);
  const token = await api.post('/auth/v1/token?grant_type=password', { data: user });
  const { access_token } = (await token.json()) as { access_token: string };
  const profile = { display_name: 'Ada', native_language: 'en', target_language: 'de' };
  const saved = await api.put('/api/auth/me', {
    headers: { authorization: `Bearer ${access_token}` },
    data: profile,
  });
  expect(saved.ok()).toBe(true);
  const context = await browser.newContext({ baseURL: origin, viewport });
  const page = await context.newPage();
  await page.goto('/');
  await signInViaUi(page, user);
  return { page, context, api };
}

test('the native-like version beside the text, its differences marked, a phrase added to the deck', async ({
  browser,
}, testInfo) => {
  // A phone: the two texts stack.
  const { page, context, api } = await learnerPage(browser, { width: 390, height: 844 });
  await writeTodaysEntry(page, ENTRY);
  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  const panel = page.getByTestId('native-version');
  await panel
    .getByRole('button', { name: 'Show how a native speaker might write it' })
    .click({ timeout: 30_000 });

  const native = panel.getByTestId('native-version-text');
  await expect(native).toHaveText(NATIVE);
  await expect(panel.getByTestId('native-version-learner')).toHaveText(ENTRY);
  await expect(native.locator('ins', { hasText: 'meinen Freunden' })).toBeVisible();
  await expect(
    panel.getByTestId('native-version-learner').locator('del', { hasText: 'meine Freunde' }),
  ).toBeVisible();
  // Stacked on a phone: the native text starts below the learner's.
  const mine = await panel.getByTestId('native-version-learner').boundingBox();
  const theirs = await native.boundingBox();
  expect(theirs!.y).toBeGreaterThan(mine!.y + mine!.height - 1);
  await panel.scrollIntoViewIfNeeded();
  await testInfo.attach('native-like version on a phone', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await panel.getByRole('button', { name: 'Add “meinen Freunden” to the deck' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Word')).toHaveValue('meinen Freunden');
  await expect(dialog.getByLabel('Example (optional)')).toHaveValue(
    'Gestern bin ich mit meinen Freunden in den Park gegangen.',
  );
  await dialog.getByLabel('Definition').fill('with my friends');
  await dialog.getByRole('button', { name: 'Add word' }).click();
  await expect(panel.getByText('Added to your deck: meinen Freunden')).toBeVisible();

  await page.goto('/vocab');
  await expect(page.getByText('meinen Freunden').first()).toBeVisible();
  await context.close();
  await api.dispose();
});
