import { Loader2, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { useCreateSession } from '../api/create-session';
import { MAX_CONCEPTS_PER_SESSION } from '../list/session-list';
import { missedConcepts, type ModuleResult } from './results';
import { useT } from '../../i18n/use-t';

/**
 * "Practise the missed ones again": a new session on the concepts with a wrong or unanswered question,
 * made through Create Exercise, so the learner meets new questions on them rather than the ones whose
 * answers the results list has just shown (decision 142). The exercises list then shows it generating.
 */
export function PractiseMissedButton({ results }: { results: ModuleResult[] }) {
  const { t } = useT();
  const navigate = useNavigate();
  const create = useCreateSession();
  const missed = missedConcepts(results);
  if (missed.ids.length === 0 && missed.notInDeck.length === 0) return null;
  const start = () =>
    create.mutate(
      {
        concept_ids: missed.ids.slice(0, MAX_CONCEPTS_PER_SESSION),
        // The learner's own title from then on, so it is written in the interface language of now.
        title: t('player.practiseAgainTitle', { concepts: missed.titles.join(', ') }).slice(0, 120),
      },
      { onSuccess: () => void navigate('/exercises') },
    );
  return (
    <div className="space-y-2">
      {missed.ids.length > 0 && (
        <Button variant="secondary" onClick={start} disabled={create.isPending}>
          {create.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <RotateCcw className="size-4" aria-hidden="true" />
          )}
          {t('player.practiseMissed')}
        </Button>
      )}
      {missed.notInDeck.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('player.notInDeck', { concepts: missed.notInDeck.join(', ') })}
        </p>
      )}
      {create.error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {create.error.message}
        </p>
      )}
    </div>
  );
}
