import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInLearner } from '../support/learner';

/** An English grammar concept with its cards, and a practice session made from it. */
async function grammarSession(
  request: APIRequestContext,
  headers: Record<string, string>,
  concept: { title: string; description: string; example: string; level: string },
) {
  const added = await request.post('/api/concepts/srs-cards-with-data', {
    headers,
    data: {
      concept_type: 'grammar',
      concept_data: {
        title: concept.title,
        description: concept.description,
        examples: [concept.example],
        difficulty_level: concept.level,
        tags: ['verbs'],
        target_language: 'en',
      },
      card_types: ['recognition', 'context'],
    },
  });
  expect(added.ok()).toBe(true);
  const { concept_id } = (await added.json()) as { concept_id: string };
  const created = await request.post('/api/exercises/sessions', {
    headers,
    data: { concept_ids: [concept_id] },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { session_id: string };
}

// Issue 26, decision 291: a session title and a card face the server made arrive as a key and values,
// and the web words them in the interface language.
test('a deck session title and a card face in Spanish', async ({ page, request }) => {
  const token = await signInLearner(page, request);
  const headers = { authorization: `Bearer ${token}` };
  await page.goto('/profile');
  await page.getByLabel('Interface language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await grammarSession(request, headers, {
    title: 'Present perfect',
    description: 'have/has + past participle',
    example: 'I has went home → I have gone home',
    level: 'intermediate',
  });

  await page.goto('/exercises');
  await expect(page.getByRole('heading', { name: 'Práctica: Present perfect' })).toBeVisible();
  await expect(page.getByText('Practice: Present perfect')).toHaveCount(0);

  await page.goto('/grammar');
  await page.getByRole('button', { name: /^Repasar pendientes/ }).click();
  const review = page.getByRole('dialog', { name: 'Repasar pendientes' });
  await expect(review.getByText(/Tus palabras, sin revisar: «I (has went|_____) home»/)).toBeVisible();
  await expect(review.getByText(/Your words/)).toHaveCount(0);
});

/** The player's own English texts (the exercise's content is in the target language, English here). */
const PLAYER_ENGLISH = [
  'Introduction',
  'Estimated time',
  'minutes',
  'Concepts in this session',
  'Use Next',
  'Explanation',
  'Key takeaway',
  'Going deeper',
  'Advanced',
  'Cultural notes',
  'Examples',
  'Pattern',
  'Guided practice',
  'Independent practice',
  'Challenge',
  'Check Answer',
  'Your answer',
  'Skip',
  'Hint:',
  'Tip:',
  'Translate:',
  'Option B',
  'Key points',
  'Memory aid',
  'Common mistakes',
  'Summary',
  'Questions left',
  'Go to the first question left',
  'Finish',
  'Previous',
  'Next',
  'Slide ',
  'Correct!',
  'Not quite',
  'point',
  'Your score',
  'Session completed',
  'This session is completed',
  'Right answer',
  'Not answered',
  'Practice:',
  'Language Practice Session',
];

/**
 * The offline lesson's own English (decision 313): a Spanish-native learner reads instructions, hints,
 * tips and key points in Spanish. The learner's target-language words (English here) stay as they are.
 */
const LESSON_ENGLISH = [
  'Fill the gap',
  'Gap:',
  'Which word fits',
  'Choose:',
  'you first wrote',
  'Your earlier form',
  'your earlier form',
  'Only the gap is checked',
  'only the gap is checked',
  'Mind the',
  'Only a letter or two change',
  'Think of the rule',
  'Read the words around the gap',
  'Rewrite these words',
  'Your own words',
  'From your entry',
  'Look at the words around',
  'Before you hand in',
  'You practised',
  'Say the rule once',
  'Spell it aloud',
  'Remember:',
  'The point in brief',
];

interface GuidedExercise {
  type: 'fill_blank' | 'multiple_choice' | 'translation';
  question: string;
  answer: string;
}

// Issue 26: a whole exercise session played in a Spanish interface, slide by slide, with none of the
// player's English on screen, and the tab titled in Spanish (decision 305).
test('an exercise session played through in Spanish with no English of the player on screen', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await signInLearner(page, request);
  const headers = { authorization: `Bearer ${token}` };
  await page.goto('/profile');
  await page.getByLabel('Interface language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Ajustes del perfil · Inkwell');

  const { session_id: sessionId } = await grammarSession(request, headers, {
    title: 'Past simple',
    description: 'Regular verbs add -ed; went is the past of go',
    example: 'Yesterday I goed home → Yesterday I went home',
    level: 'beginner',
  });
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/exercises/sessions/${sessionId}/status`, { headers });
        return ((await status.json()) as { status: string }).status;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe('ready');
  const full = await request.get(`/api/exercises/sessions/${sessionId}`, { headers });
  const data = (await full.json()) as {
    modules: { phases: { guided_practice: { content: { exercises: GuidedExercise[] } } } }[];
  };
  const total = 1 + data.modules.length * 6 + 1;
  // The offline lesson was written in Spanish when it was generated, and stored so.
  const lesson = JSON.stringify(data.modules.map((m) => m.phases));
  for (const phrase of LESSON_ENGLISH) expect(lesson, `stored lesson: "${phrase}"`).not.toContain(phrase);
  expect(lesson).toMatch(/Rellena el hueco|Elige|Hueco|¿Qué palabra encaja|Escribe|Ordena|Completa/);

  await page.goto(`/exercise/${sessionId}`);
  const main = page.locator('main');
  const counter = page.getByRole('progressbar', { name: 'Progreso de la sesión' });
  await expect(counter).toHaveAttribute('aria-valuetext', `Diapositiva 1 de ${total}`);
  await expect(main.getByText('Introducción', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Reproductor de ejercicios · Inkwell');
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();

  const checkSlide = async (slide: number) => {
    await expect(counter).toHaveAttribute('aria-valuetext', `Diapositiva ${slide} de ${total}`);
    const text = await page.locator('body').innerText();
    for (const phrase of [...PLAYER_ENGLISH, ...LESSON_ENGLISH])
      expect(text, `slide ${slide}: "${phrase}" left in English`).not.toContain(phrase);
  };
  await checkSlide(1);
  await testInfo.attach('player: introduction in Spanish', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  for (let slide = 2; slide < total; slide++) {
    await page.keyboard.press('ArrowRight');
    await checkSlide(slide);
    if (slide === 5) {
      // Guided practice: the first question answered right, the verdict in Spanish.
      await expect(main.getByText('Práctica guiada', { exact: true })).toBeVisible();
      const guided = data.modules[0]!.phases.guided_practice.content.exercises[0]!;
      const form = page.getByRole('form').first();
      if (guided.type === 'multiple_choice') {
        await form.getByRole('radio', { name: guided.answer, exact: true }).click();
        await form.getByRole('button', { name: 'Comprobar respuesta' }).click();
      } else {
        await form.getByRole('textbox').fill(guided.answer);
        await form.getByRole('textbox').press('Enter');
      }
      await expect(page.getByText(/^¡Correcto! \+1 punto$/).first()).toBeVisible();
      await checkSlide(slide);
      await testInfo.attach('player: guided practice in Spanish', {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  }

  // The summary: every open question skipped, one by one, then the score and Finish.
  await page.keyboard.press('ArrowRight');
  await checkSlide(total);
  await expect(page.getByRole('heading', { name: 'Preguntas pendientes' })).toBeVisible();
  const goToLeft = page.getByRole('button', { name: 'Ir a la primera pregunta pendiente' });
  while (await goToLeft.isVisible()) {
    await goToLeft.click();
    const skip = page.getByRole('button', { name: 'Saltar' });
    await expect(skip.first()).toBeVisible();
    await checkSlide(Number(/^Diapositiva (\d+)/.exec((await counter.getAttribute('aria-valuetext'))!)![1]));
    while ((await skip.count()) > 0) await skip.first().click();
    while ((await counter.getAttribute('aria-valuetext')) !== `Diapositiva ${total} de ${total}`)
      await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByTestId('session-score')).toHaveText(/^1 \/ \d+$/);
  await checkSlide(total);
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByText(/Esta sesión está completada/)).toBeVisible();
  await checkSlide(total);
  await testInfo.attach('player: completed in Spanish', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
