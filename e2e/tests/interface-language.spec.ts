import { expect, test } from '@playwright/test';
import { signInLearner } from '../support/learner';

// Issue 26: the interface in the learner's own language, chosen in Profile Settings, separate from the
// native language; errors from the server worded from the catalog by their code.
test.describe('interface language', () => {
  test('Spanish chosen in Profile Settings: shell, Home, New Entry and a 409 in Spanish', async ({
    page,
    request,
  }, testInfo) => {
    const token = await signInLearner(page, request);
    await page.goto('/profile');
    await page.getByLabel('Interface language').selectOption({ label: 'Español' });

    // The page switches at once, and the document says which language it is in.
    await expect(page.getByRole('heading', { name: 'Ajustes del perfil' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByLabel('Idioma de la interfaz')).toHaveValue('es');
    const nav = page.getByRole('navigation', { name: 'Principal' }).filter({ visible: true });
    await expect(nav.getByRole('link', { name: 'Mis diarios' })).toBeVisible();

    // Saved in the profile: still Spanish after a reload, and on Home.
    await page.reload();
    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByRole('heading', { name: 'Entradas recientes' })).toBeVisible();
    await expect(page.getByText('Tus entradas aparecerán aquí cuando empieces a escribir.')).toBeVisible();
    const month = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' }).format(new Date());
    await expect(page.getByRole('heading', { name: month })).toBeVisible();
    await expect(page.getByRole('columnheader').first()).toHaveText('dom');
    await testInfo.attach('home in Spanish', { body: await page.screenshot(), contentType: 'image/png' });

    await page.getByRole('link', { name: 'Escribir el diario de hoy' }).click();
    await expect(page.getByText('Nueva entrada de diario')).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Entrada del diario' });
    await expect(editor).toHaveAttribute('placeholder', 'Empieza a escribir tu diario de hoy...');
    await editor.fill('Hoy escribo desde otra pestaña.');
    await expect(page.getByText('5 palabras')).toBeVisible();

    // Another tab stores today's entry first: this page's save is a 409, worded in Spanish.
    const date = new URL(page.url()).searchParams.get('date');
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const stored = await request.post('/api/documents/journal/store/', {
      headers: { authorization: `Bearer ${token}` },
      data: { date, content: 'Written in another tab.', time_zone: timeZone },
    });
    expect(stored.status()).toBe(200);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Error al guardar la entrada: Ya tienes una entrada de diario para este día (guardada desde otra pestaña u otro dispositivo).',
    );
    await expect(alert).toContainText('Tu texto se queda aquí como borrador en este dispositivo.');
    await expect(alert).not.toContainText('You already have');
    await testInfo.attach('409 in Spanish', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('the accented pseudo-locale replaces every converted text of the shell', async ({ page, request }) => {
    await signInLearner(page, request);
    await page.goto('/?lang=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    const nav = page.getByRole('navigation', { name: /^Máíñ~/ }).filter({ visible: true });
    await expect(nav.getByRole('link', { name: /^Hómé~/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Réçéñt éñtríéš~/ })).toBeVisible();
  });
});
