import { expect, test } from '@playwright/test';
import { waitForMailTo } from '../support/outbox';
import { e2eDataDir, uniqueEmail } from '../support/users';

// Issue 26: a learner whose browser speaks Spanish signs up in Spanish, and the confirmation mail in the
// outbox is in Spanish too: the sign-up carries the interface language (decision 305).
test.use({ locale: 'es-ES' });

test('a Spanish-speaking browser signs up and gets the confirmation mail in Spanish', async ({ page }) => {
  const email = uniqueEmail('signup-es');
  const password = 'Cuaderno-de-tinta-2026';

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { name: 'Crear una cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirma la contraseña').fill(password);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

  const mail = await waitForMailTo(e2eDataDir(), email);
  expect(mail.subject).toBe('Confirma tu cuenta de Inkwell');
  expect(mail.text).toContain('¡Te damos la bienvenida a Inkwell!');
  expect(mail.text).toContain('Confirma tu correo:');
  expect(mail.text).not.toContain('Welcome');
  const link = mail.links.find((l) => l.includes('/auth/callback'));
  expect(link, mail.text).toBeTruthy();

  // The link verifies the address, and the page that opens speaks Spanish as well.
  const callback = new URL(link!);
  await page.goto(callback.pathname + callback.search);
  await expect(page.getByRole('heading', { name: '¡Correo verificado!' })).toBeVisible();
});
