import { useT } from '../../i18n/use-t';
import { ArrowRight, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { localMidnightSeconds, type LocalDay } from '../local-day';

/** Opens today's entry when it exists, otherwise starts it. */
export function TodayButton({ today, todayEntryId }: { today: LocalDay; todayEntryId: string | null }) {
  const { t } = useT();
  const to = todayEntryId ? `/journal/${todayEntryId}` : `/journals/new?date=${localMidnightSeconds(today)}`;
  return (
    <Link
      to={to}
      className="inline-flex items-center justify-center gap-2 rounded-xl bg-indigo-600 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600"
    >
      {todayEntryId ? (
        <>
          {t('home.today.open')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </>
      ) : (
        <>
          <PenLine className="size-4" aria-hidden="true" />
          {t('home.today.write')}
        </>
      )}
    </Link>
  );
}
