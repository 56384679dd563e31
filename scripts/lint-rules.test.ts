import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// The lint rules that hold the architecture (docs/ARCHITECTURE.md): probes are real files in the tree, as the
// type-aware rules only see files that belong to the TypeScript project.
const root = join(import.meta.dirname, '..');
const probes: string[] = [];

async function ruleIdsFor(relativePath: string, source: string): Promise<string[]> {
  const file = join(root, relativePath);
  writeFileSync(file, source);
  probes.push(file);
  const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true });
});

describe('lint rules', () => {
  it('refuse a feature importing another feature, and allow the routes to compose them', async () => {
    const crossing = "export { DeleteEntryButton } from '../portability/DeleteEntryButton';\n";
    expect(await ruleIdsFor('web/src/journal/lint-probe.ts', crossing)).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor('web/src/lib/lint-probe.ts', "export { countWords } from '../journal/word-count';\n"),
    ).toContain('no-restricted-imports');
    expect(await ruleIdsFor('web/src/routes/lint-probe.ts', crossing)).toEqual([]);
    expect(
      await ruleIdsFor('web/src/journal/lint-probe.ts', "export { countWords } from './word-count';\n"),
    ).toEqual([]);
  }, 120_000);

  it('keep the assessor engine free of the workflow, and let it use ai/ and the offline checker', async () => {
    const probe = 'server/src/assessor/lint-probe.ts';
    for (const workflow of [
      '../analysis/repo.js',
      '../analysis/offline/assessor.js',
      '../db/executor.js',
      '../jobs/lane.js',
      '../deps.js',
    ]) {
      expect(await ruleIdsFor(probe, `export * from '${workflow}';\n`), workflow).toContain(
        'no-restricted-imports',
      );
    }
    for (const engine of ['./offline/assessor.js', '../ai/generate.js', './anchor.js']) {
      expect(await ruleIdsFor(probe, `export * from '${engine}';\n`), engine).toEqual([]);
    }
  }, 120_000);

  it('hold which server folder may import which, with only the by-design exceptions allowed', async () => {
    const refused: [string, string][] = [
      // A domain imports no cross-domain workflow, nor the wiring, nor another domain's repo.
      ['server/src/journal', '../portability/import.js'],
      ['server/src/journal', '../workflows/delete-entry.js'],
      ['server/src/analysis', '../runtime.js'],
      ['server/src/analysis', '../exercises/repo.js'],
      ['server/src/exercises', '../journal/repo.js'],
      // Infrastructure imports no domain (db only its tables' types and owned declarations).
      ['server/src/db', '../journal/service.js'],
      ['server/src/db', '../journal/index.js'],
      ['server/src/jobs', '../analysis/service.js'],
      ['server/src/http', '../auth/service.js'],
      ['server/src/mail', '../portability/delete-account.js'],
      // Deeper files are held too.
      ['server/src/db/migrations', '../../journal/repo.js'],
      // The debts issue 23 listed are paid: each goes through the domain's public API now (decision 282).
      ['server/src/analysis', '../journal/repo.js'],
      ['server/src/exercises', '../concepts/repo.js'],
      ['server/src/http', '../auth/errors.js'],
      ['server/src/portability', '../auth/repo.js'],
      ['server/src/workflows', '../exercises/repo.js'],
      // A folder imports another domain only through its index.js: no deep path, even to a service.
      ['server/src/journal', '../profile/service.js'],
      ['server/src/analysis', '../concepts/writing-reviews.js'],
      ['server/src/exercises', '../assessor/offline/checker.js'],
      ['server/src/workflows', '../journal/entry-undo.js'],
      ['server/src/portability', '../journal/tables.js'],
    ];
    for (const [folder, target] of refused) {
      expect(
        await ruleIdsFor(`${folder}/lint-probe.ts`, `export * from '${target}';\n`),
        `${folder} → ${target}`,
      ).toContain('no-restricted-imports');
    }
    const allowed: [string, string][] = [
      ['server/src/journal', './repo.js'],
      ['server/src/journal', '../profile/index.js'],
      ['server/src/workflows', '../journal/index.js'],
      ['server/src/portability', '../workflows/delete-entry.js'],
      ['server/src/analysis', '../db/executor.js'],
      // By design (eslint.config.js SERVER_EXCEPTIONS): db assembles the domains' tables and declarations.
      ['server/src/db', '../journal/tables.js'],
      ['server/src/db', '../analysis/owned.js'],
    ];
    for (const [folder, target] of allowed) {
      expect(
        await ruleIdsFor(`${folder}/lint-probe.ts`, `export * from '${target}';\n`),
        `${folder} → ${target}`,
      ).toEqual([]);
    }
  }, 300_000);

  it('give every server folder its import rules (a new folder must be placed in eslint.config.js)', async () => {
    const eslint = new ESLint({ cwd: root });
    const folders = readdirSync(join(root, 'server/src'), { withFileTypes: true }).filter((d) =>
      d.isDirectory(),
    );
    for (const { name } of folders) {
      const config = (await eslint.calculateConfigForFile(join(root, 'server/src', name, 'any.ts'))) as {
        rules?: Record<string, [unknown, { patterns?: (string | { regex?: string })[] }?]>;
      };
      const patterns = config.rules?.['no-restricted-imports']?.[1]?.patterns ?? [];
      expect(
        patterns.some((p) => typeof p === 'object' && p.regex !== undefined),
        `server/src/${name} has no folder rule`,
      ).toBe(true);
    }
  }, 120_000);

  it('refuse a soft-delete filter written by hand, and allow liveEntry()', async () => {
    const probe = 'server/src/journal/lint-probe.ts';
    const head =
      "import type { Executor } from '../db/executor.js';\nimport { liveEntry } from './live-entry.js';\n";
    const query = (where: string) =>
      `${head}export const live = (k: Executor) => k.selectFrom('journal_entries').select('id').${where}.execute();\n`;
    for (const where of ["where('deleted_at', 'is', null)", "where('je.deleted_at', 'is not', null)"]) {
      expect(await ruleIdsFor(probe, query(where)), where).toContain('no-restricted-syntax');
    }
    expect(await ruleIdsFor(probe, query('where(liveEntry())'))).toEqual([]);
  }, 120_000);

  it("refuse a schema's parse/safeParse in a feature's api/, and allow apiFetchParsed", async () => {
    const probe = 'web/src/decks/api/lint-probe.ts';
    const head = "import { cardsCreatedResponse } from '@inkwell/contract';\n";
    for (const call of ['parse', 'safeParse']) {
      const bare = `${head}export const check = (answer: unknown) => cardsCreatedResponse.${call}(answer);\n`;
      expect(await ruleIdsFor(probe, bare), call).toContain('no-restricted-syntax');
    }
    const parsed =
      `${head}import { apiFetchParsed } from '../../lib/api';\n` +
      "export const read = () => apiFetchParsed('/concepts/vocab', cardsCreatedResponse);\n" +
      'export const stored = (text: string): unknown => JSON.parse(text);\n';
    expect(await ruleIdsFor(probe, parsed)).toEqual([]);
  }, 120_000);

  it('refuse a promise nobody awaits', async () => {
    const floating = 'export function start(work: () => Promise<void>): void {\n  work();\n}\n';
    expect(await ruleIdsFor('server/src/lint-probe.ts', floating)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
    const handled = 'export function start(work: () => Promise<void>): void {\n  void work();\n}\n';
    expect(await ruleIdsFor('server/src/lint-probe.ts', handled)).toEqual([]);
  }, 120_000);
});
