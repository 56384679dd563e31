import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInLearner } from '../support/learner';

const DAY = 86_400;
/** The server's default assessments per hour (QUOTA_ASSESSMENTS_PER_HOUR): one more is a 429. */
const ASSESSMENTS_PER_HOUR = 20;

test.use({ timezoneId: 'UTC' });

/** Fails when any of `english` (texts of the converted screens, word for word) is still on screen. */
async function expectNoEnglish(area: Locator, english: string[]): Promise<void> {
  const text = await area.innerText();
  for (const phrase of english) expect(text, `"${phrase}" left in English`).not.toContain(phrase);
}

const shot = async (page: Page, name: string, testInfo: { attach: (...a: never[]) => unknown }) =>
  (testInfo.attach as (n: string, o: { body: Buffer; contentType: string }) => Promise<void>)(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

/**
 * Issue 26: a learner switches the interface to Spanish and walks through Profile Settings, Your data, My
 * Journals, an entry, Progress, the exercises and both decks with no English text of these screens left; a quota reached (429) is
 * worded in Spanish; phone, accented pseudo-locale and right-to-left screenshots go to the report.
 */
test('a Spanish interface from My Journals to Your data, a 429 in Spanish, pseudo and RTL screenshots', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInLearner(page, request);
  const headers = { authorization: `Bearer ${token}` };

  // The hour's analyses used up on earlier days' entries; today's entry is left to analyse from its page.
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  for (let i = ASSESSMENTS_PER_HOUR; i >= 0; i--) {
    const stored = await request.post('/api/documents/journal/store/', {
      headers,
      data: {
        date: String(today - i * DAY),
        content: `${i ? 'That day' : 'Today'} I has went to the store and buyed bread.`,
      },
    });
    expect(stored.ok()).toBe(true);
    if (i === 0) break;
    const { id } = (await stored.json()) as { id: string };
    expect((await request.post(`/api/documents/journal/${id}/assess`, { headers })).status()).toBe(202);
  }

  // Profile Settings: the interface language, saved at once; the page speaks Spanish.
  await page.goto('/profile');
  await page.getByLabel('Interface language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Ajustes del perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Correos de recordatorio' })).toBeVisible();
  // The reminder days in the Spanish week: Monday first, named by Intl.
  const days = page.getByRole('group', { name: 'Días del recordatorio' });
  await expect(days.getByRole('checkbox').first()).toHaveAccessibleName('lun');
  await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar como JSON' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeVisible();
  const main = page.locator('main');
  await expectNoEnglish(main, [
    'Profile Settings',
    'Reminder emails',
    'Daily reminder to write',
    'Weekly digest',
    'Writing prompts',
    'Regional variety',
    'Grammatical gender',
    'Change password',
    'Current password',
    'Your data',
    'Export everything',
    'Other formats',
    'File to import',
    'No file chosen',
    'Delete account',
    'This deletes',
  ]);
  await shot(page, 'Profile Settings and Your data in Spanish', testInfo);

  // My Journals: the list with Spanish long dates and plural counts.
  const nav = page.getByRole('navigation', { name: 'Principal' }).filter({ visible: true });
  await nav.getByRole('link', { name: 'Mis diarios' }).click();
  await expect(page.getByRole('heading', { name: 'Mis diarios' })).toBeVisible();
  const todayLong = new Intl.DateTimeFormat('es', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(today * 1000));
  const todayRow = page.getByRole('link', { name: new RegExp(`^${todayLong}`) });
  await expect(todayRow).toContainText('0 palabras nuevas');
  await expect(todayRow).toContainText('inglés');
  await expectNoEnglish(main, ['My Journals', 'new words', 'new grammar points', 'English', 'Loading']);
  await shot(page, 'My Journals in Spanish', testInfo);

  // Today's entry: its date, word count and the analysis refused by the hour's quota, in Spanish.
  await todayRow.click();
  await expect(page.getByRole('heading', { name: todayLong })).toBeVisible();
  await expect(page.getByText('10 palabras', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardado' })).toBeVisible();
  await page.getByRole('button', { name: /^(Analyze Entry|Analizar)/ }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Puedes analizar' });
  await expect(refusal).toContainText(
    `Puedes analizar como máximo ${ASSESSMENTS_PER_HOUR} entradas por hora. Vuelve a intentarlo dentro de`,
  );
  await expect(refusal).not.toContainText('You can analyse');
  await expectNoEnglish(main, ['Save Changes', 'Saved', 'words', 'Hear the entry', 'Target language']);
  await shot(page, 'entry page with the 429 in Spanish', testInfo);

  // Progress: headings, tables and the streak sentence in Spanish.
  await nav.getByRole('link', { name: 'Progreso' }).click();
  await expect(page.getByRole('heading', { name: 'Progreso', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '3 meses' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Racha actual: \d+ días?\. Racha más larga: \d+ días?\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Errores por cada 100 palabras' })).toBeVisible();
  // The words chart, drawn with its date axis in Spanish (the canvas is hidden from the accessibility tree).
  await expect(page.locator('.uplot canvas').first()).toBeVisible();
  await expectNoEnglish(main, [
    'Progress',
    'Streak',
    'Mistakes per 100 words',
    'Words written',
    'Show table',
    'Recurring mistakes',
    'none yet',
    'Week of',
  ]);
  await shot(page, 'Progress in Spanish', testInfo);

  // The practice screens (converted by their own helper): the exercises list and both decks, empty so far.
  await nav.getByRole('link', { name: 'Ejercicios' }).click();
  await expect(page.getByRole('heading', { name: 'Ejercicios', exact: true })).toBeVisible();
  // The walk's analysed entries may already have made their sessions: the list or its empty state, in Spanish.
  await expect(page.getByRole('button', { name: 'Crear ejercicio' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Sesiones de ejercicios' })
      .or(page.getByText('Aún no hay ejercicios. ¡Crea tu primer ejercicio para empezar!')),
  ).toBeVisible();
  await expectNoEnglish(main, [
    'Exercises',
    'No exercises yet',
    'Completed',
    'In Progress',
    'Create Exercise',
  ]);
  await nav.getByRole('link', { name: 'Vocabulario' }).click();
  await expect(page.getByRole('heading', { name: 'Vocabulario', exact: true })).toBeVisible();
  await expect(
    page.getByText('Aún no hay vocabulario. ¡Empieza a añadir palabras para aprender!'),
  ).toBeVisible();
  await expectNoEnglish(main, ['Add Vocab', 'Words', 'Mastered', 'Needs Review', 'No vocabulary items yet']);
  await nav.getByRole('link', { name: 'Gramática' }).click();
  await expect(page.getByRole('heading', { name: 'Gramática', exact: true })).toBeVisible();
  await expect(
    page.getByText('Aún no hay conceptos de gramática. ¡Empieza a añadir conceptos para aprender!'),
  ).toBeVisible();
  await expectNoEnglish(main, ['Grammar', 'Concepts', 'Mastered', 'Needs Review', 'No grammar concepts yet']);
  await shot(page, 'Grammar deck in Spanish', testInfo);

  // A phone: the same walk's list, narrow.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/journals');
  await expect(page.getByRole('heading', { name: 'Mis diarios' })).toBeVisible();
  await shot(page, 'phone: My Journals in Spanish', testInfo);

  // Pseudo-locales (never stored): accented and longer, then right to left.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/journals?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { name: /^Mý Jóúrñálš~/ })).toBeVisible();
  await shot(page, 'pseudo-locale en-XA: My Journals', testInfo);
  await page.goto('/progress?lang=ar-XB');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-XB');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Progress');
  await shot(page, 'pseudo-locale ar-XB (right to left): Progress', testInfo);
});
