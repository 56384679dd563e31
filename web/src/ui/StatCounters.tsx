/** A row of labelled counters (e.g. Total / Completed / In Progress). */
export function StatCounters({ stats }: { stats: Array<{ label: string; value: number }> }) {
  return (
    <dl className="mb-8 grid grid-cols-3 gap-3 sm:gap-4">
      {stats.map((s) => (
        <div
          key={s.label}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {s.label}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
