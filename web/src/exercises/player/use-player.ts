import {
  clampSlide,
  slideAt,
  totalSlides,
  type ExerciseSession,
  type ModelGrade,
  type RecordedAnswer,
} from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestModelGrade } from '../api/model-grade';
import { exerciseKeys } from '../api/query-keys';
import { useRecordAnswer } from '../api/record-answer';
import { useSaveProgress } from '../api/save-progress';
import { answerKey, answersBySlot, type AnswerSlot, type PlayerSession } from './session-data';
import { resumeSlide } from './resume';
import { loadSkips, saveSkips } from './skip-store';
import { slideKeyAction } from './slide-keys';

/**
 * The player's state: the slide (resumed where the learner left off and saved as it moves), the
 * answers by slot (restored from the session, each recorded once on the server) and arrow-key moves.
 */
export function usePlayer({ session, modules }: PlayerSession) {
  const sessionId = session.id;
  const total = totalSlides(modules.length);
  const [slide, setSlide] = useState(() => resumeSlide({ session, modules }));
  const [answers, setAnswers] = useState(() => answersBySlot(session.answers));
  // Questions the learner chose to skip (kept in this browser): the summary waits for each to be answered or skipped.
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(() => loadSkips(sessionId));
  const saveProgress = useSaveProgress();
  const recordAnswer = useRecordAnswer();
  const saved = useRef(session.current_slide);
  const queryClient = useQueryClient();
  // The session query is never refetched while cached (get-session.ts), so keep it current: leaving
  // the player and coming back (Resume) then opens where the learner was, with their answers.
  const remember = useCallback(
    (patch: Partial<ExerciseSession>) => {
      queryClient.setQueryData<PlayerSession>(exerciseKeys.session(sessionId), (old) =>
        old ? { ...old, session: { ...old.session, ...patch } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.list });
    },
    [queryClient, sessionId],
  );

  const goTo = useCallback(
    (index: number) => setSlide(() => clampSlide(index, modules.length)),
    [modules.length],
  );

  // Save the place as the learner moves, so a reload resumes on the same slide.
  const { mutate: save } = saveProgress;
  useEffect(() => {
    if (saved.current === slide) return;
    saved.current = slide;
    save({ sessionId, slide }, { onSuccess: () => remember({ current_slide: slide }) });
  }, [save, sessionId, slide, remember]);

  const restored = useRef(answers);
  useEffect(() => {
    if (answers !== restored.current) remember({ answers: [...answers.values()] });
  }, [answers, remember]);
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
  // A translation the lenient check marked wrong may be right: the model's verdict replaces it.
  const modelGrade = useCallback(
    async (slot: AnswerSlot): Promise<ModelGrade> => {
      const grade = await requestModelGrade({ sessionId, ...slot });
      setAnswers((prev) => new Map(prev).set(answerKey(grade.answer), grade.answer));
      return grade;
    },
    [sessionId],
  );

  const skip = useCallback(
    (slot: AnswerSlot) =>
      setSkipped((prev) => {
        const next = new Set(prev).add(answerKey(slot));
        saveSkips(sessionId, next);
        return next;
      }),
    [sessionId],
  );

  return {
    slide,
    total,
    current: slideAt(slide, modules.length),
    isFirst: slide === 0,
    isLast: slide === total - 1,
    goTo,
    next: () => goTo(slide + 1),
    previous: () => goTo(slide - 1),
    answers,
    skipped,
    skip,
    submit,
    modelGrade,
  };
}

export type Player = ReturnType<typeof usePlayer>;
