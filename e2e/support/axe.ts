import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level every screen must meet (decision 111). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is now and fails with a readable list (rule, impact, help, the offending
 * elements) when anything violates WCAG 2.1 AA. `label` names the screen in the failure message.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Let entrance transitions finish (half-faded text would be measured at a contrast it never settles on);
  // endless ones such as spinners never finish, so they are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n'),
  );
  expect(found, `axe violations on ${label}:\n${found.join('\n')}`).toEqual([]);
}
