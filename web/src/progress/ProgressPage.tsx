import {
  PROGRESS_RANGES,
  type CorrectionCategory,
  type ProgressRange,
  type ProgressResponse,
} from '@inkwell/contract';
import { ChartLine } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/runtime';
import { Alert } from '../ui/Alert';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { useLearnerProgress } from './get-progress';
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

const RANGE_LABELS = {
  '4w': 'progress.range.4w',
  '3m': 'progress.range.3m',
  '1y': 'progress.range.1y',
  all: 'progress.range.all',
} as const satisfies Record<ProgressRange, MessageKey>;

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const levelName = (rank: number) => LEVELS[Math.min(5, Math.max(0, Math.round(rank) - 1))] ?? '';

type Formatter = ReturnType<typeof useT>;

/** '/progress': the learner's figures over weeks and months, each as a table screen readers can read. */
export default function ProgressPage() {
  const [range, setRange] = useState<ProgressRange>('3m');
  const progress = useLearnerProgress(range);
  const { t } = useT();
  return (
    <div>
      <PageHeader title={t('progress.title')} description={t('progress.description')} />
      <div role="group" aria-label={t('progress.range')} className="mb-6 flex flex-wrap gap-2">
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
            {t(RANGE_LABELS[r])}
          </button>
        ))}
      </div>
      {progress.isPending ? (
        <Spinner label={t('progress.loading')} />
      ) : progress.isError ? (
        <Alert tone="error">{t('progress.failed')}</Alert>
      ) : (
        <ProgressFigures p={progress.data} />
      )}
    </div>
  );
}

function ProgressFigures({ p }: { p: ProgressResponse }) {
  const f = useT();
  const { t, intl } = f;
  if (p.assessed_entries === 0 && p.heatmap.length === 0 && p.reviews.per_day.length === 0) {
    return <EmptyState icon={ChartLine} text={t('progress.empty')} />;
  }
  const per = p.period === 'week' ? t('progress.weekOf') : t('progress.monthOf');
  const period = (key: string) => formatPeriod(key, p.period, f);
  const day = (key: string) => formatPeriod(key, 'day', f);
  const num = (n: number) => intl.formatNumber(n);
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent' });
  const mistakes = t('progress.mistakes');
  const wordsWritten = t('progress.wordsWritten');
  return (
    <div className="space-y-8">
      {p.assessed_entries === 1 && (
        <p className="text-slate-700 dark:text-slate-300">{t('progress.oneEntry')}</p>
      )}
      <Section title={t('progress.streak')}>
        <p className="text-slate-800 dark:text-slate-200">
          {t('progress.streakLine', { current: p.streak.current, longest: p.streak.longest })}
        </p>
      </Section>
      <Section title={mistakes}>
        <Figure spec={mistakesChart(p)} locale={f.locale}>
          <Table
            caption={mistakes}
            head={[per, t('progress.words'), mistakes, t('progress.byCategory')]}
            rows={p.mistakes.map((m) => [
              period(m.period),
              num(m.words),
              num(m.per_100_words),
              Object.entries(m.by_category)
                .map(([c, n]) => `${t(`progress.category.${c as CorrectionCategory}`)} ${num(n)}`)
                .join(', '),
            ])}
          />
          {p.assessor_runs.length > 1 && (
            <Table
              caption={t('progress.assessorChanges')}
              head={[t('progress.assessor'), t('progress.model'), t('progress.from'), t('progress.to')]}
              rows={p.assessor_runs.map((r) => [
                r.assessor,
                r.model ?? '—',
                day(r.first_day),
                day(r.last_day),
              ])}
            />
          )}
        </Figure>
      </Section>
      <Section title={t('progress.level')}>
        <Figure spec={levelChart(p)} locale={f.locale}>
          <Table
            caption={t('progress.estimatedLevel')}
            head={[per, t('progress.level'), t('progress.levelRange'), t('progress.confidence')]}
            rows={p.level.map((l) => [
              period(l.period),
              levelName(l.level),
              `${levelName(l.low)}–${levelName(l.high)}`,
              percent(l.confidence),
            ])}
          />
        </Figure>
      </Section>
      <Section title={wordsWritten}>
        <Figure spec={wordsChart(p)} locale={f.locale}>
          <Table
            caption={wordsWritten}
            head={[per, t('progress.words')]}
            rows={p.words.map((w) => [period(w.period), num(w.count)])}
          />
        </Figure>
        <Figure heatmap={<YearHeatmap today={p.today} days={p.heatmap} />} locale={f.locale}>
          <Table
            caption={t('progress.writingDays')}
            head={[t('progress.day'), t('progress.words')]}
            rows={p.heatmap.map((d) => [day(d.day), num(d.words)])}
          />
        </Figure>
      </Section>
      <Section title={t('progress.vocabulary')}>
        <p className="text-slate-800 dark:text-slate-200">
          {t('progress.vocabularyLine', {
            distinct: p.vocabulary.distinct_words,
            concepts: p.vocabulary.concepts_in_deck,
            mature: p.vocabulary.mature_concepts,
          })}
        </p>
        <Figure spec={vocabularyChart(p)} locale={f.locale}>
          <Table
            caption={t('progress.newWordsPerMonth')}
            head={[t('progress.monthOf'), t('progress.newWords')]}
            rows={p.vocabulary.new_words.map((w) => [formatPeriod(w.period, 'month', f), num(w.count)])}
          />
        </Figure>
      </Section>
      <Section title={t('progress.reviews')}>
        <p className="text-slate-800 dark:text-slate-200">
          {t('progress.retention', {
            value: p.reviews.retention === null ? t('progress.noDueReviews') : percent(p.reviews.retention),
          })}
        </p>
        <Figure spec={reviewsChart(p)} locale={f.locale}>
          <Table
            caption={
              p.period === 'week' || p.range === '1y'
                ? t('progress.reviewsPerDay')
                : t('progress.reviewsPerMonth')
            }
            head={[t('progress.day'), t('progress.reviews')]}
            rows={p.reviews.per_day.map((r) => [day(r.period), num(r.count)])}
          />
        </Figure>
      </Section>
      <Section title={t('progress.recurring')}>
        <Table
          caption={t('progress.recurring')}
          head={[
            t('progress.mistake'),
            t('progress.fix'),
            t('progress.entries'),
            t('progress.examples'),
            t('progress.practice'),
          ]}
          rows={p.recurring_mistakes.map((m) => [
            m.original,
            m.corrected,
            num(m.entries),
            m.examples.map((e) => `${day(e.day)}: ${e.context}`).join(' · '),
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
function Figure({
  spec,
  heatmap,
  locale,
  children,
}: {
  spec?: ChartSpec;
  heatmap?: ReactNode;
  locale: string;
  children: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const { t } = useT();
  const drawable = canDraw() && (heatmap !== undefined || (spec !== undefined && spec.data[0]!.length > 0));
  if (!drawable) return <>{children}</>;
  return (
    <figure className="space-y-2">
      {heatmap ?? (
        <>
          <Suspense fallback={<div className="h-[220px]" />}>
            <TimeChart spec={spec!} locale={locale} />
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
        {showTable ? t('progress.hideTable') : t('progress.showTable')}
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
  const { t } = useT();
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
      {spec.band && <li>{t('progress.shaded')}</li>}
      {spec.markers.length > 0 && <li>{t('progress.dashed')}</li>}
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
  const { t } = useT();
  if (rows.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('progress.noneYet', { caption })}</p>;
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

/**
 * A period's first day ('YYYY-MM-DD', a UTC calendar day) in the interface language: a week or a day as
 * a medium date ("Nov 23, 2026", "23 nov 2026"), a month as its name and year ("noviembre de 2026").
 */
function formatPeriod(key: string, unit: ProgressResponse['period'] | 'day', { intl }: Formatter): string {
  const date = new Date(`${key}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return key;
  return unit === 'month'
    ? intl.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    : intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
