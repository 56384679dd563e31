import { clampSlide, slideAt, totalSlides, type RecordedAnswer } from '@inkwell/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRecordAnswer } from '../api/record-answer';
import { useSaveProgress } from '../api/save-progress';
import { answerKey, answersBySlot, type AnswerSlot, type PlayerSession } from './session-data';
import { slideKeyAction } from './slide-keys';

/**
 * The player's state: the slide (resumed from the session's saved slide and saved as it moves), the
 * answers by slot (restored from the session, each recorded once on the server) and arrow-key moves.
 */
export function usePlayer({ session, modules }: PlayerSession) {
  const sessionId = session.id;
  const total = totalSlides(modules.length);
  const [slide, setSlide] = useState(() => clampSlide(session.current_slide, modules.length));
  const [answers, setAnswers] = useState(() => answersBySlot(session.answers));
  const saveProgress = useSaveProgress();
  const recordAnswer = useRecordAnswer();
  const saved = useRef(session.current_slide);

  const goTo = useCallback(
    (index: number) => setSlide(() => clampSlide(index, modules.length)),
    [modules.length],
  );

  // Save the place as the learner moves, so a reload resumes on the same slide.
  const { mutate: save } = saveProgress;
  useEffect(() => {
    if (saved.current === slide) return;
    saved.current = slide;
    save({ sessionId, slide });
  }, [save, sessionId, slide]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = slideKeyAction(event);
      if (!action) return;
      event.preventDefault();
      setSlide((s) => clampSlide(s + (action === 'next' ? 1 : -1), modules.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [modules.length]);

  const { mutateAsync: record } = recordAnswer;
  const submit = useCallback(
    async (slot: AnswerSlot, answer: string): Promise<RecordedAnswer> => {
      const stored = await record({ sessionId, ...slot, answer });
      setAnswers((prev) => new Map(prev).set(answerKey(stored), stored));
      return stored;
    },
    [record, sessionId],
  );

  return {
    slide,
    total,
    current: slideAt(slide, modules.length),
    isFirst: slide === 0,
    isLast: slide === total - 1,
    next: () => goTo(slide + 1),
    previous: () => goTo(slide - 1),
    answers,
    submit,
  };
}

export type Player = ReturnType<typeof usePlayer>;
