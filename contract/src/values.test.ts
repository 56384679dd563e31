import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { correctionCategory } from './assessment';
import { CORRECTION_CATEGORIES } from './values';

/** The relative modules a contract file imports or re-exports, and whether it names any package. */
function importsOf(file: string): { local: string[]; packages: string[] } {
  const source = readFileSync(join(import.meta.dirname, file), 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gms)].map(
    (m) => m[1] ?? '',
  );
  const bare = [...source.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
  const all = [...specifiers, ...bare];
  return {
    local: all.filter((s) => s.startsWith('./')).map((s) => `${s.slice(2)}.ts`),
    packages: all.filter((s) => !s.startsWith('.')),
  };
}

describe('@inkwell/contract/values', () => {
  it('imports no package (no zod) anywhere in its module closure', () => {
    const seen = new Set<string>();
    const queue = ['values.ts'];
    const packages: string[] = [];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const { local, packages: named } = importsOf(file);
      packages.push(...named.map((p) => `${file} → ${p}`));
      queue.push(...local);
    }
    expect(seen.size).toBeGreaterThan(4);
    expect(packages).toEqual([]);
  });

  it('lists the correction categories of the zod enum, in its order', () => {
    expect(correctionCategory.options).toEqual([...CORRECTION_CATEGORIES]);
  });
});
