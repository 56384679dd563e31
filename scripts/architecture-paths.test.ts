import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md names files and folders in backticks; each must exist (issue 23), so the page
 * cannot drift from the code unnoticed. A name is looked up from the repository root, then in each
 * package's source folder; a bare file name (`days.ts`) must exist somewhere in the repository.
 */
const ROOTS = ['', 'server/src/', 'web/src/', 'contract/src/', 'server/'];
const PATHISH = /^[\w.-]+(\/[\w.-]*)*$/;
/** Made by the build, not in the repository. */
const BUILT = ['server/dist'];
const FILE = /\.(ts|tsx|js|mjs|json|md|css|html|yml|yaml|sql)$/;

function namedPaths(markdown: string): string[] {
  const names = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const name = code!.trim();
    // Paths only: a folder (`jobs/`), a path (`db/schema.ts`) or a file name (`days.ts`).
    if (!PATHISH.test(name) || name.startsWith('.') || /^\d/.test(name)) continue;
    if (name.includes('/') || FILE.test(name)) names.add(name);
  }
  return [...names];
}

describe('docs/ARCHITECTURE.md', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, p) => p.slice(0, i + 1).join('/')),
    ),
  );
  const exists = (name: string) => {
    const bare = name.replace(/\/$/, '');
    if (BUILT.includes(bare)) return true;
    // A file or folder of that path under the root or a package's source, or (named from inside a
    // feature: `api/query-keys.ts`, `ui/Button`) one whose path ends so; a component without extension.
    const paths = [bare, `${bare}.ts`, `${bare}.tsx`];
    return paths.some(
      (p) =>
        ROOTS.some((r) => files.includes(r + p) || folders.has(r + p)) ||
        files.some((f) => f.endsWith(`/${p}`)) ||
        [...folders].some((f) => f.endsWith(`/${p}`)),
    );
  };

  it('names only files and folders that exist', () => {
    const names = namedPaths(readFileSync('docs/ARCHITECTURE.md', 'utf8'));
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => !exists(n))).toEqual([]);
  });

  it('the check itself refuses a path that does not exist', () => {
    expect(namedPaths('see `server/src/nowhere/ghost.ts` and `jobs/`')).toEqual([
      'server/src/nowhere/ghost.ts',
      'jobs/',
    ]);
    expect(exists('server/src/nowhere/ghost.ts')).toBe(false);
    expect(exists('jobs/')).toBe(true);
  });
});
