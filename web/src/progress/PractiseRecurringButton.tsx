import { Dumbbell, Loader2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/Button';
import { usePractiseRecurring } from './practise-recurring';

/**
 * "Practise these" beside a recurring mistake: an exercise session from the learner's own fixes of it.
 * Like "Practise the missed ones again", it opens the exercises list, where the session shows generating.
 */
export function PractiseRecurringButton({ mistakeKey, label }: { mistakeKey: string; label: string }) {
  const navigate = useNavigate();
  const practise = usePractiseRecurring();
  const { t } = useT();
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        className="py-1.5 whitespace-nowrap"
        aria-label={t('progress.practiseLabel', { mistake: label })}
        disabled={practise.isPending}
        onClick={() => practise.mutate(mistakeKey, { onSuccess: () => void navigate('/exercises') })}
      >
        {practise.isPending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Dumbbell className="size-4" aria-hidden="true" />
        )}
        {t('progress.practise')}
      </Button>
      {practise.error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {practise.error.message}
        </p>
      )}
    </div>
  );
}
