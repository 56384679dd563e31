// One bench, run several times: its report lines merged into one, each varying figure shown as the
// median of the runs with their spread, and each verdict taken from the runs' majority. With an odd
// number of runs a majority below target is the same as the median below target, so the verdict
// speaks of the figure that is printed.

import { median } from './http.js';

/** A verdict a bench writes after a figure that misses its target. */
const MISS = /\b(BELOW TARGET|ABOVE TARGET|OVER)\b/;
const VERDICT = /\b(BELOW TARGET|ABOVE TARGET|OVER|OK|ok)\b/g;
/** A figure: `1,234.5` (thousands as toLocaleString writes them), `-0.3`, `97.3`, `12`. */
const NUMBER = /-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?/g;

export const missesTarget = (line: string) => MISS.test(line);

/** A line with its figures and verdicts blanked: runs whose lines share it can be merged. */
const shape = (line: string) => line.replace(VERDICT, '~').replace(NUMBER, '#');

/** Writes `value` as the runs wrote that figure: the most decimals any run used, thousands if they did. */
function like(tokens: string[], value: number): string {
  const decimals = Math.max(...tokens.map((t) => t.split('.')[1]?.length ?? 0));
  const fixed = value.toFixed(decimals);
  if (!tokens.some((t) => t.includes(','))) return fixed;
  const [whole, fraction] = fixed.split('.');
  const grouped = Number(whole).toLocaleString('en-US');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** One figure over the runs: as written when every run agrees, else `median [min–max]`. */
function mergeFigure(tokens: string[]): string {
  if (tokens.every((t) => t === tokens[0])) return tokens[0]!;
  const values = tokens.map((t) => Number(t.replaceAll(',', '')));
  return `${like(tokens, median(values))} [${like(tokens, Math.min(...values))}–${like(tokens, Math.max(...values))}]`;
}

/** One line over the runs (same shape in each): merged figures, the majority's verdict. */
function mergeLine(lines: string[]): { text: string; missed: boolean } {
  const figures = lines.map((l) => l.match(NUMBER) ?? []);
  const misses = lines.filter(missesTarget).length;
  const missed = misses * 2 > lines.length;
  // The verdict words of a run that agrees with the majority.
  const model = lines.find((l) => missesTarget(l) === missed) ?? lines[0]!;
  let index = 0;
  let text = model.replace(NUMBER, () => {
    const merged = mergeFigure(figures.map((f) => f[index]!));
    index += 1;
    return merged;
  });
  if (misses > 0 && lines.length > 1) text += ` (missed the target in ${misses} of ${lines.length} runs)`;
  return { text, missed };
}

export interface Merged {
  /** The lines to print. */
  lines: string[];
  /** The lines whose figure (the median) misses its target; the bench fails when there is one. */
  missed: string[];
}

/**
 * Merges the report lines of several runs of one bench. Runs that wrote lines of different shapes
 * (a retried measurement, a different count) are printed one after the other, and the bench misses
 * its target when most runs had a line that missed it.
 */
export function mergeRuns(runs: string[][]): Merged {
  if (runs.length === 0) return { lines: [], missed: [] };
  const shapes = runs.map((r) => r.map(shape).join('\n'));
  if (shapes.every((s) => s === shapes[0])) {
    const merged = runs[0]!.map((_, i) => mergeLine(runs.map((r) => r[i]!)));
    return { lines: merged.map((m) => m.text), missed: merged.filter((m) => m.missed).map((m) => m.text) };
  }
  const lines = runs.flatMap((r, i) => r.map((l) => `run ${i + 1}: ${l}`));
  const missingRuns = runs.filter((r) => r.some(missesTarget)).length;
  const missed =
    missingRuns * 2 > runs.length
      ? [`${missingRuns} of ${runs.length} runs missed a target`, ...lines.filter(missesTarget)]
      : [];
  return { lines, missed };
}
