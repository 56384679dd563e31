import type { DueCard, ReviewRating } from '@inkwell/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { useSessionQueue } from './api/get-due-cards';
import type { DeckKind } from '../lib/api-paths';
import { useReviewCard } from './api/review-card';
import { cardPrompt, spokenWord } from './card-prompts';
import { SpeakButton } from '../ui/SpeakButton';
import { RatingButtons } from './RatingButtons';
import { reviewKeyAction } from './review-keys';
import { useT } from '../i18n/use-t';
import { faceText } from '../i18n/server-text';

/**
 * One review session: each card of the queue once, front first, then the answer and the four ratings.
 * `conceptId` limits it to one item's cards (Practice); null reviews everything due (Review due), in
 * one deck when `kind` is given.
 */
export function ReviewSession({
  conceptId,
  kind = null,
  onDone,
}: {
  conceptId: string | null;
  kind?: DeckKind | null;
  onDone: () => void;
}) {
  const { t } = useT();
  const queueQuery = useSessionQueue(conceptId, kind);
  // The queue is frozen when it first arrives: rating a card refetches the due queries, and the cards of
  // a running session must not shift under the learner.
  const [queue, setQueue] = useState<DueCard[] | null>(null);
  if (queue === null && queueQuery.data && !queueQuery.isFetching) setQueue(queueQuery.data.cards);

  if (queue === null) {
    if (queueQuery.isError) {
      return (
        <div className="space-y-4">
          <Alert tone="error">{queueQuery.error.message}</Alert>
          <Button variant="secondary" onClick={() => void queueQuery.refetch()}>
            {t('deck.tryAgain')}
          </Button>
        </div>
      );
    }
    return <Spinner label={t('review.loading')} visible className="py-10" />;
  }
  return <SessionCards queue={queue} onDone={onDone} />;
}

function SessionCards({ queue, onDone }: { queue: DueCard[]; onDone: () => void }) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const review = useReviewCard();
  const card = queue[index];
  const focusRef = useRef<HTMLDivElement>(null);

  const rate = (rating: ReviewRating) => {
    if (!card || review.isPending) return;
    review.mutate(
      { cardId: card.card_id, rating },
      {
        onSuccess: () => {
          setRevealed(false);
          setIndex((i) => i + 1);
        },
      },
    );
  };

  // Keys are read on the document so they work wherever focus sits inside the dialog.
  const rateRef = useRef(rate);
  rateRef.current = rate;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !card) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
      const action = reviewKeyAction(e.key, revealed);
      if (!action) return;
      e.preventDefault();
      if (action.type === 'reveal') setRevealed(true);
      else rateRef.current(action.rating);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [card, revealed]);

  // Keep focus inside the card area as cards change, so the next Space goes to the session.
  useEffect(() => focusRef.current?.focus(), [index]);

  if (queue.length === 0) {
    return <Finished text={t('review.nothingDue')} onDone={onDone} />;
  }
  if (!card) {
    return <Finished text={t('review.complete', { n: queue.length })} onDone={onDone} />;
  }

  const word = spokenWord(card);
  const front = faceText(t, card.front);
  const back = faceText(t, card.back);
  // Recognition shows the word first, so its audio sits on the front; the others on the back.
  const wordFirst = card.card_type === 'recognition';
  return (
    <div ref={focusRef} tabIndex={-1} className="space-y-5 outline-none">
      <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
        <span>{t(cardPrompt(card))}</span>
        <span aria-live="polite">{t('review.position', { n: index + 1, total: queue.length })}</span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden>
        <div className="h-full bg-indigo-500" style={{ width: `${(index / queue.length) * 100}%` }} />
      </div>

      <section
        aria-label={t('review.question')}
        className="rounded-xl bg-slate-50 px-4 py-6 text-center dark:bg-slate-800/60"
      >
        <div className="flex items-center justify-center gap-2">
          <p className="text-2xl font-semibold break-words text-slate-900 dark:text-white">{front.text}</p>
          {word && wordFirst ? <SpeakButton text={word} lang={card.target_language} /> : null}
        </div>
        {front.hint ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{front.hint}</p> : null}
      </section>

      {revealed ? (
        <>
          <section
            aria-label={t('review.answer')}
            className="rounded-xl border border-slate-200 px-4 py-5 text-center dark:border-slate-700"
          >
            <div className="flex items-center justify-center gap-2">
              <p className="text-lg font-medium break-words text-slate-900 dark:text-white">{back.text}</p>
              {word && !wordFirst ? <SpeakButton text={word} lang={card.target_language} /> : null}
            </div>
            {back.hint ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{back.hint}</p>
            ) : null}
          </section>
          {review.isError ? <Alert tone="error">{review.error.message}</Alert> : null}
          <RatingButtons preview={card.preview} disabled={review.isPending} onRate={rate} />
          <p className="text-center text-xs text-slate-500 dark:text-slate-400">{t('review.keys')}</p>
        </>
      ) : (
        <div className="space-y-2 text-center">
          <Button className="w-full" onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
            {t('review.show')}
          </Button>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('review.pressSpace')}</p>
        </div>
      )}
    </div>
  );
}

function Finished({ text, onDone }: { text: string; onDone: () => void }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleCheck aria-hidden className="size-10 text-emerald-500" />
      <p role="status" className="text-slate-700 dark:text-slate-300">
        {text}
      </p>
      <Button onClick={onDone}>{t('review.done')}</Button>
    </div>
  );
}
