import { correctionCategory, type ProgressResponse } from '@inkwell/contract';
import { t } from '../../i18n/runtime';

/**
 * The Progress charts' data, pure: uPlot takes columns (x values first, one array per series) with x in
 * seconds; a period 'YYYY-MM-DD' is drawn at its first day's UTC midnight. Labels are in the interface
 * language in force when the chart is built.
 */
export interface ChartSpec {
  /** Column 0: x in epoch seconds; then one column per series (null: no value there). */
  data: (number | null)[][];
  series: { label: string; color: number; kind: 'line' | 'bars' | 'band-edge' }[];
  /** A shaded band between two series (1-based indexes into data), e.g. a confidence band. */
  band?: [number, number];
  /** Vertical markers: where the assessor or model changed. */
  markers: { x: number; label: string }[];
  yLabel: string;
  /** The x axis from the range's first day (or the first point) to today, padded half a bar each side. */
  x: [number, number];
}

export const daySeconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

const PAD = 4 * 86_400;

/** The range shown, not just the points: one point would otherwise stretch the axis over years. */
export function xRange(
  p: Pick<ProgressResponse, 'since' | 'today'>,
  xs: readonly (number | null)[],
): [number, number] {
  const first = xs.length > 0 ? (xs[0] as number) : daySeconds(p.today);
  const lo = Math.min(p.since ? daySeconds(p.since) : first, first);
  return [lo - PAD, daySeconds(p.today) + PAD];
}

export function mistakesChart(p: ProgressResponse): ChartSpec {
  // In the contract's order, so a category keeps its colour (palette index) in every range.
  const all = correctionCategory.options;
  const categories = all.filter((c) => p.mistakes.some((m) => m.by_category[c] !== undefined));
  const by = (c: (typeof all)[number]) => p.mistakes.map((m) => m.by_category[c] ?? 0);
  return {
    data: [
      p.mistakes.map((m) => daySeconds(m.period)),
      p.mistakes.map((m) => m.per_100_words),
      ...categories.map(by),
    ],
    series: [
      { label: t('progress.allMistakes'), color: 7, kind: 'line' },
      ...categories.map((c) => ({
        label: t(`progress.category.${c}`),
        color: all.indexOf(c),
        kind: 'line' as const,
      })),
    ],
    // The first run starts the chart; each later one is a change of assessor or model.
    markers: p.assessor_runs.slice(1).map((r) => ({
      x: daySeconds(r.first_day),
      label: r.model ? `${r.assessor} (${r.model})` : r.assessor,
    })),
    yLabel: t('progress.mistakes'),
    x: xRange(
      p,
      p.mistakes.map((m) => daySeconds(m.period)),
    ),
  };
}

export function levelChart(p: ProgressResponse): ChartSpec {
  return {
    data: [
      p.level.map((l) => daySeconds(l.period)),
      p.level.map((l) => l.level),
      p.level.map((l) => l.low),
      p.level.map((l) => l.high),
    ],
    series: [
      { label: t('progress.level'), color: 4, kind: 'line' },
      { label: t('progress.lowestLikely'), color: 4, kind: 'band-edge' },
      { label: t('progress.highestLikely'), color: 4, kind: 'band-edge' },
    ],
    band: [3, 2],
    markers: [],
    yLabel: t('progress.levelAxis'),
    x: xRange(
      p,
      p.level.map((l) => daySeconds(l.period)),
    ),
  };
}

const counts = (
  p: ProgressResponse,
  points: { period: string; count: number }[],
  label: string,
  color: number,
  yLabel: string,
): ChartSpec => ({
  data: [points.map((w) => daySeconds(w.period)), points.map((w) => w.count)],
  series: [{ label, color, kind: 'bars' }],
  markers: [],
  yLabel,
  x: xRange(
    p,
    points.map((w) => daySeconds(w.period)),
  ),
});

export const wordsChart = (p: ProgressResponse) =>
  counts(p, p.words, t('progress.words'), 0, t('progress.wordsWritten'));

export const reviewsChart = (p: ProgressResponse) =>
  counts(p, p.reviews.per_day, t('progress.reviews'), 2, t('progress.reviews'));

/** New words per month as bars, and their running total since the range began as a line. */
export function vocabularyChart(p: ProgressResponse): ChartSpec {
  let total = 0;
  const running = p.vocabulary.new_words.map((w) => (total += w.count));
  return {
    data: [
      p.vocabulary.new_words.map((w) => daySeconds(w.period)),
      p.vocabulary.new_words.map((w) => w.count),
      running,
    ],
    series: [
      { label: t('progress.newWords'), color: 1, kind: 'bars' },
      { label: t('progress.newWordsSoFar'), color: 5, kind: 'line' },
    ],
    markers: [],
    yLabel: t('progress.words'),
    x: xRange(
      p,
      p.vocabulary.new_words.map((w) => daySeconds(w.period)),
    ),
  };
}
