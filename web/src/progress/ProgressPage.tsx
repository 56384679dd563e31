import { PROGRESS_RANGES, type ProgressRange, type ProgressResponse } from '@inkwell/contract';
import { ChartLine } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { PROGRESS_ERROR, useLearnerProgress } from './get-progress';
import { PractiseRecurringButton } from './PractiseRecurringButton';
import {
  levelChart,
  mistakesChart,
  reviewsChart,
  vocabularyChart,
  wordsChart,
  type ChartSpec,
} from './charts/chart-data';
import { OKABE_ITO } from './charts/palette';
import { YearHeatmap } from './charts/YearHeatmap';

// uPlot comes in its own chunk when the first chart is drawn (decision 264).
const TimeChart = lazy(() => import('./charts/TimeChart'));

/** A browser that can draw the charts (a test's DOM cannot): without one the tables are the figures. */
const canDraw = () => typeof ResizeObserver === 'function' && typeof window.matchMedia === 'function';

const RANGE_LABELS: Record<ProgressRange, string> = {
  '4w': '4 weeks',
  '3m': '3 months',
  '1y': 'A year',
  all: 'All',
};

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const levelName = (rank: number) => LEVELS[Math.min(5, Math.max(0, Math.round(rank) - 1))] ?? '';

export const EMPTY_PROGRESS =
  'Nothing to show yet. Write and analyse journal entries: your mistakes per 100 words, level, words per week, writing days and new words will appear here.';
export const ONE_ENTRY_PROGRESS =
  'One analysed entry so far: its figures are below, and trends appear once you have analysed a second one.';

/** '/progress': the learner's figures over weeks and months, each as a table screen readers can read. */
export default function ProgressPage() {
  const [range, setRange] = useState<ProgressRange>('3m');
  const progress = useLearnerProgress(range);
  return (
    <div>
      <PageHeader title="Progress" description="How your writing changes over weeks and months." />
      <div role="group" aria-label="Range" className="mb-6 flex flex-wrap gap-2">
        {PROGRESS_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={range === r}
            onClick={() => setRange(r)}
            className={
              range === r
                ? 'rounded-full bg-indigo-700 px-4 py-1.5 text-sm font-medium text-white'
                : 'rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200'
            }
          >
            {RANGE_LABELS[r]}
          </button>
        ))}
      </div>
      {progress.isPending ? (
        <Spinner label="Loading progress..." />
      ) : progress.isError ? (
        <Alert tone="error">{PROGRESS_ERROR}</Alert>
      ) : (
        <ProgressFigures p={progress.data} />
      )}
    </div>
  );
}

function ProgressFigures({ p }: { p: ProgressResponse }) {
  if (p.assessed_entries === 0 && p.heatmap.length === 0 && p.reviews.per_day.length === 0) {
    return <EmptyState icon={ChartLine} text={EMPTY_PROGRESS} />;
  }
  const per = p.period === 'week' ? 'Week of' : 'Month of';
  return (
    <div className="space-y-8">
      {p.assessed_entries === 1 && <p className="text-slate-700 dark:text-slate-300">{ONE_ENTRY_PROGRESS}</p>}
      <Section title="Streak">
        <p className="text-slate-800 dark:text-slate-200">
          Current streak: {days(p.streak.current)}. Longest streak: {days(p.streak.longest)}.
        </p>
      </Section>
      <Section title="Mistakes per 100 words">
        <Figure spec={mistakesChart(p)}>
          <Table
            caption="Mistakes per 100 words"
            head={[per, 'Words', 'Mistakes per 100 words', 'By category']}
            rows={p.mistakes.map((m) => [
              m.period,
              m.words,
              m.per_100_words,
              Object.entries(m.by_category)
                .map(([c, n]) => `${c.replace('_', ' ')} ${n}`)
                .join(', '),
            ])}
          />
          {p.assessor_runs.length > 1 && (
            <Table
              caption="Assessor changes (figures of different assessors are not comparable)"
              head={['Assessor', 'Model', 'From', 'To']}
              rows={p.assessor_runs.map((r) => [r.assessor, r.model ?? '—', r.first_day, r.last_day])}
            />
          )}
        </Figure>
      </Section>
      <Section title="Level">
        <Figure spec={levelChart(p)}>
          <Table
            caption="Estimated level"
            head={[per, 'Level', 'Range', 'Confidence']}
            rows={p.level.map((l) => [
              l.period,
              levelName(l.level),
              `${levelName(l.low)}–${levelName(l.high)}`,
              `${Math.round(l.confidence * 100)}%`,
            ])}
          />
        </Figure>
      </Section>
      <Section title="Words written">
        <Figure spec={wordsChart(p)}>
          <Table
            caption="Words written"
            head={[per, 'Words']}
            rows={p.words.map((w) => [w.period, w.count])}
          />
        </Figure>
        <Figure heatmap={<YearHeatmap today={p.today} days={p.heatmap} />}>
          <Table
            caption="Writing days in the last year"
            head={['Day', 'Words']}
            rows={p.heatmap.map((d) => [d.day, d.words])}
          />
        </Figure>
      </Section>
      <Section title="Vocabulary">
        <p className="text-slate-800 dark:text-slate-200">
          Distinct words used: {p.vocabulary.distinct_words}. Concepts in your deck:{' '}
          {p.vocabulary.concepts_in_deck}, {p.vocabulary.mature_concepts} mature.
        </p>
        <Figure spec={vocabularyChart(p)}>
          <Table
            caption="New words per month"
            head={['Month of', 'New words']}
            rows={p.vocabulary.new_words.map((w) => [w.period, w.count])}
          />
        </Figure>
      </Section>
      <Section title="Reviews">
        <p className="text-slate-800 dark:text-slate-200">
          True retention:{' '}
          {p.reviews.retention === null ? 'no due reviews yet' : `${Math.round(p.reviews.retention * 100)}%`}
        </p>
        <Figure spec={reviewsChart(p)}>
          <Table
            caption={p.period === 'week' || p.range === '1y' ? 'Reviews per day' : 'Reviews per month'}
            head={['Day', 'Reviews']}
            rows={p.reviews.per_day.map((r) => [r.period, r.count])}
          />
        </Figure>
      </Section>
      <Section title="Recurring mistakes">
        <Table
          caption="Recurring mistakes"
          head={['Mistake', 'Fix', 'Entries', 'Examples', 'Practice']}
          rows={p.recurring_mistakes.map((m) => [
            m.original,
            m.corrected,
            m.entries,
            m.examples.map((e) => `${e.day}: ${e.context}`).join(' · '),
            // A flag names no fix: there is nothing to practise.
            m.original === m.corrected ? (
              ''
            ) : (
              <PractiseRecurringButton
                key={m.key}
                mistakeKey={m.key}
                label={`${m.original} → ${m.corrected}`}
              />
            ),
          ])}
        />
      </Section>
    </div>
  );
}

/**
 * A chart with its table behind it: screen readers read the table (the chart is hidden from them); a
 * sighted learner may show it. Without a chart to draw the table is simply shown.
 */
function Figure({ spec, heatmap, children }: { spec?: ChartSpec; heatmap?: ReactNode; children: ReactNode }) {
  const [showTable, setShowTable] = useState(false);
  const drawable = canDraw() && (heatmap !== undefined || (spec !== undefined && spec.data[0]!.length > 0));
  if (!drawable) return <>{children}</>;
  return (
    <figure className="space-y-2">
      {heatmap ?? (
        <>
          <Suspense fallback={<div className="h-[220px]" />}>
            <TimeChart spec={spec!} />
          </Suspense>
          <Legend spec={spec!} />
        </>
      )}
      <button
        type="button"
        aria-expanded={showTable}
        onClick={() => setShowTable(!showTable)}
        className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
      >
        {showTable ? 'Hide table' : 'Show table'}
      </button>
      {/* Hidden, a table's own scroll box would be a scroll region no keyboard can reach. */}
      <div className={showTable ? 'space-y-3' : 'sr-only [&_.overflow-x-auto]:overflow-visible'}>
        {children}
      </div>
    </figure>
  );
}

/** The series' colours and names; hidden from screen readers, which read the table. */
function Legend({ spec }: { spec: ChartSpec }) {
  return (
    <ul
      aria-hidden="true"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300"
    >
      {spec.series
        .filter((s) => s.kind !== 'band-edge')
        .map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span
              className="inline-block h-2.5 w-2.5 rounded-sm"
              style={{ background: `var(--chart-${s.color + 1}, ${OKABE_ITO[s.color]})` }}
            />
            {s.label}
          </li>
        ))}
      {spec.band && <li>Shaded: likely range</li>}
      {spec.markers.length > 0 && <li>Dashed line: assessor changed</li>}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{caption}: none yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm text-slate-800 dark:text-slate-200">
        <caption className="mb-1 text-left font-medium">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="border-b border-slate-200 py-1 pr-4 dark:border-slate-700">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} className="py-1 pr-4">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
