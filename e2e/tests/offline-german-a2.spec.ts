import { expect, test, type Page } from '@playwright/test';
import { writeTodaysEntry } from '../support/journal';
import { signInLearner } from '../support/learner';
import { skipOpenQuestions } from '../support/player';
import { AUTH_STORAGE_KEY } from '../../web/src/lib/stored-session';

/**
 * Issue 22: an A2 German entry analysed offline, then its exercise session in Chromium. The checker's
 * fixes come from its tables (dative after mit, a strong participle, sein with a verb of motion, the verb
 * second after a fronted time word); each exercise built from them expects the right German form, and
 * typing that form is marked right — never "Not quite" with the learner's wrong form as the answer.
 */

const ENTRY =
  'Am Samstag bin ich mit das Fahrrad in die Stadt gefahren. Ich habe dort viel Wasser getrinkt. ' +
  'Danach ich kaufe Brot. Ich habe spät nach Hause gekommen.';

interface Exercise {
  type: 'fill_blank' | 'multiple_choice' | 'translation';
  question: string;
  answer: string;
  options?: string[];
}
interface SessionView {
  modules: Array<{
    concept_title: string;
    phases: {
      guided_practice: { content: { exercises: Exercise[] } };
      independent_practice: { content: { exercises: Exercise[] } };
    };
  }>;
}

/** Calls the product API from the page, with the signed-in session's token. */
async function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, authKey }) => {
      const stored = JSON.parse(localStorage.getItem(authKey) ?? '{}') as { access_token?: string };
      const res = await fetch(`/api${path}`, {
        headers: { authorization: `Bearer ${stored.access_token ?? ''}` },
      });
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { path, authKey: AUTH_STORAGE_KEY },
  );
}

const prompt = (ex: Exercise) => (ex.type === 'translation' ? `Translate: ${ex.question}` : ex.question);

/** Types (or picks) the expected form from the keyboard and checks it. */
async function answerRight(page: Page, ex: Exercise): Promise<void> {
  const form = page.getByRole('form', { name: prompt(ex) }).first();
  if (ex.type === 'multiple_choice') {
    await form.getByRole('radio', { name: ex.answer, exact: true }).click();
    await form.getByRole('button', { name: 'Check Answer' }).click();
  } else {
    const field = form.getByRole('textbox');
    await field.fill(ex.answer);
    await field.press('Enter');
  }
  await expect(form.getByText(/^Correct! \+\d+ points?$/)).toBeVisible();
  await expect(form.getByText(/^Not quite\./)).toHaveCount(0);
}

test('offline German A2: entry, analysis, exercises where the right forms are marked right', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signInLearner(page, request, {
    display_name: 'Ada Lovelace',
    native_language: 'en',
    target_language: 'de',
  });
  await writeTodaysEntry(page, ENTRY);
  await expect(page.getByTestId('entry-content')).toBeVisible();

  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  const launch = page.getByTestId('launch-exercise').getByRole('button', { name: 'Launch Exercise' });
  await expect(launch).toBeEnabled({ timeout: 90_000 });

  // The analysis offered the table forms as fixes, each with the learner's form beside it.
  for (const right of ['dem', 'getrunken', 'kaufe ich', 'bin'])
    await expect(page.getByText(right, { exact: true }).first()).toBeVisible();

  await launch.click();
  await expect(page).toHaveURL(/\/exercise\/[0-9a-f-]{36}$/);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  const data = await apiFromPage<SessionView>(page, `/exercises/sessions/${sessionId}`);

  // Every expected answer is a right German form: never the learner's wrong one.
  const practised = data.modules.flatMap((m) => [
    ...m.phases.guided_practice.content.exercises,
    ...m.phases.independent_practice.content.exercises,
  ]);
  const answers = practised.map((ex) => ex.answer);
  test.info().annotations.push({ type: 'expected answers', description: answers.join(' | ') });
  expect(answers).toEqual(expect.arrayContaining(['getrunken']));
  expect(answers.some((a) => /\bdem\b/.test(a))).toBe(true);
  for (const wrong of ['getrinkt', 'mit das', 'ich kaufe', 'habe gekommen'])
    expect(answers.every((a) => !a.toLowerCase().includes(wrong))).toBe(true);
  for (const ex of practised.filter((e) => e.type === 'multiple_choice'))
    expect(ex.options).toContain(ex.answer);

  const total = 1 + data.modules.length * 6 + 1;
  const counter = page.getByRole('progressbar', { name: 'Session progress' });
  const goTo = async (slide: number) => {
    // The arrow keys move the caret, not the slide, while a field or radio group has the focus (slide-keys.ts).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveAttribute('aria-valuetext', `Slide ${slide} of ${total}`);
  };

  // Guided (slide 5 of a module) and independent practice (slide 6): type every expected form.
  let answered = 0;
  for (const [m, module] of data.modules.entries()) {
    const base = 1 + m * 6;
    for (let slide = base + 1; slide <= base + 4; slide++) await goTo(slide);
    for (const ex of module.phases.guided_practice.content.exercises) {
      await answerRight(page, ex);
      answered++;
    }
    await goTo(base + 5);
    for (const ex of module.phases.independent_practice.content.exercises) {
      await answerRight(page, ex);
      answered++;
    }
    await goTo(base + 6);
  }
  await goTo(total);
  expect(answered).toBeGreaterThanOrEqual(4);

  // Only review questions (if any) are left: skip them; the score counts every typed form as right.
  if (await page.getByRole('heading', { name: 'Questions left' }).isVisible())
    await skipOpenQuestions(page, counter, total);
  await expect(page.getByTestId('session-score')).toHaveText(new RegExp(`^${answered} / \\d+$`));
});
