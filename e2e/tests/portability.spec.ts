import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { writeTodaysEntry } from '../support/journal';
import { ENGLISH_LEARNER } from '../support/learner';
import { signInViaUi } from '../support/ui';
import { createVerifiedUser, e2eDataDir, type VerifiedUser } from '../support/users';

/** A verified learner with a complete profile, signed in; answers the credentials and an access token. */
async function signIn(page: Page, request: APIRequestContext): Promise<VerifiedUser & { token: string }> {
  const user = await createVerifiedUser(request);
  const res = await request.post('/auth/v1/token?grant_type=password', { data: user });
  const { access_token: token } = (await res.json()) as { access_token: string };
  expect(
    (
      await request.put('/api/auth/me', {
        headers: { authorization: `Bearer ${token}` },
        data: ENGLISH_LEARNER,
      })
    ).ok(),
  ).toBe(true);
  await page.goto('/');
  await signInViaUi(page, user);
  return { ...user, token };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
function normalised(text: string): unknown {
  const seen = new Map<string, string>();
  const doc = JSON.parse(
    text.replace(UUID, (id) => {
      if (!seen.has(id)) seen.set(id, `id${seen.size}`);
      return seen.get(id)!;
    }),
  ) as Record<string, unknown>;
  delete doc.exported_at;
  return doc;
}

const mailsTo = (email: string) => {
  const dir = join(e2eDataDir(), 'outbox');
  return readdirSync(dir).filter((f) => readFileSync(join(dir, f), 'utf8').includes(email));
};

test.describe('own your data', () => {
  test('delete an entry: the dialog says cards stay; gone for other devices at once; undo brings it back', async ({
    page,
    request,
  }) => {
    const user = await signIn(page, request);
    const id = await writeTodaysEntry(page, 'Today I walked to the old bridge.');
    // The API client stands for the learner's other device.
    const auth = { authorization: `Bearer ${user.token}` };
    const otherDevice = async () =>
      (await request.get(`/api/documents/journal/${id}`, { headers: auth })).status();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Cards you made from it stay');
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await expect(page).toHaveURL(/\/journals$/);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    expect(await otherDevice()).toBe(404);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    expect(await otherDevice()).toBe(200);
    await expect(page.getByText('Today I walked to the old bridge.')).toBeVisible();

    await page.goto(`/journal/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete entry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toBeVisible();
    expect(await otherDevice()).toBe(404);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0, { timeout: 15_000 });
    expect(await otherDevice()).toBe(404);
  });

  test('export with progress, delete the account, import into a new one: preview, then the same document', async ({
    page,
    request,
  }, testInfo) => {
    const first = await signIn(page, request);
    await writeTodaysEntry(page, 'I has went to the market with my sister.');

    await page.goto('/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inkwell-export-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.getByTestId('export-progress')).toContainText('100%');
    const path = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(path);
    const exported = readFileSync(path, 'utf8');
    expect(exported).toContain('I has went to the market');

    // Delete the account: the list of what goes, the password, then signed out everywhere.
    await expect(page.getByText('every journal entry with its assessment and corrections')).toBeVisible();
    const deletion = page.getByRole('region', { name: 'Delete account' });
    await deletion.getByLabel('Current password').fill('not the password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alert')).toContainText('incorrect');
    await deletion.getByLabel('Current password').fill(first.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(
      (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${first.token}` } })).status(),
    ).toBe(401);
    expect(mailsTo(first.email)).toEqual([]);

    // A new account imports the file: the preview first, nothing written until Import.
    const second = await signIn(page, request);
    await page.goto('/profile');
    await page.getByLabel('File to import').setInputFiles(path);
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText('1 new entry');
    const auth = { authorization: `Bearer ${second.token}` };
    expect(
      (
        (await (await request.get('/api/account/export.json', { headers: auth })).json()) as {
          entries: unknown[];
        }
      ).entries,
    ).toEqual([]);
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Imported: 1 new')).toBeVisible();

    const again = await (await request.get('/api/account/export.json', { headers: auth })).text();
    expect(normalised(again)).toEqual(normalised(exported));
  });
});
