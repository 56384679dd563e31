import { canSubmit, type Exercise, type ModelGrade, type RecordedAnswer } from '@inkwell/contract';
import { CheckCircle2, Lightbulb, Loader2, XCircle } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '../../ui/cn';
import { SpeakButton } from '../../ui/SpeakButton';
import { ModelVerdict } from './ModelVerdict';
import { choicesShown, questionPrompt } from './question-prompt';
import { spokenSentence } from './spoken-sentence';
import { useT } from '../../i18n/use-t';

export interface ExerciseQuestionProps {
  /** The exercise; a challenge question is shown as a free-text one. */
  exercise: Pick<Exercise, 'type' | 'question' | 'options' | 'hint' | 'explanation'> & { answer: string };
  /** 'Question 1 of 3', or 'Challenge question'. */
  label: string;
  /** Guided practice shows the hint; independent practice does not. */
  showHint: boolean;
  difficulty?: string;
  /** What a correct answer is worth. */
  points: number;
  /** The answer recorded for this slot, if any: the question is then locked. */
  recorded: RecordedAnswer | undefined;
  /** False when the session no longer takes answers (completed: review only). */
  open: boolean;
  onSubmit: (answer: string) => Promise<unknown>;
  /**
   * Asks the model to grade this slot's recorded answer; called for a translation the lenient check
   * marked wrong (issue 14). The server answers with the lenient verdict when no model is configured.
   */
  onModelGrade?: (() => Promise<ModelGrade>) | undefined;
  /** Whether the learner skipped this question (it can still be answered). */
  skipped?: boolean;
  /** Skip: leave the question unanswered on purpose, so the summary can open (issue 22). */
  onSkip?: (() => void) | undefined;
  /** The session's target language: "Hear it" reads the answered sentence in it (none when unknown). */
  lang?: string | null | undefined;
}

/**
 * One question: a text field (fill_blank, translation) or a radio group (multiple_choice). Enter or
 * 'Check Answer' submits; blank input and a missing choice cannot be submitted; once recorded the
 * question locks and the result is announced.
 */
export function ExerciseQuestion({
  exercise,
  label,
  showHint,
  difficulty,
  points,
  recorded,
  open,
  onSubmit,
  onModelGrade,
  skipped = false,
  onSkip,
  lang,
}: ExerciseQuestionProps) {
  const { t } = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [grading, setGrading] = useState(false);
  const [verdict, setVerdict] = useState<ModelGrade | null>(null);
  const locked = recorded !== undefined || !open;
  const shown = recorded?.answer ?? value;
  const prompt = questionPrompt(exercise);
  const choices = exercise.type === 'multiple_choice';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || pending || !canSubmit(value)) return;
    setPending(true);
    setError(null);
    let stored: unknown;
    try {
      stored = await onSubmit(exercise.type === 'multiple_choice' ? value : value.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : t('player.saveFailed'));
      return;
    } finally {
      setPending(false);
    }
    if (exercise.type !== 'translation' || !onModelGrade || isRight(stored)) return;
    setGrading(true);
    try {
      setVerdict(await onModelGrade());
    } catch {
      // The lenient verdict already shown stands.
    } finally {
      setGrading(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={`${id}-q`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-500 dark:text-slate-400">
        <span>{label}</span>
        {difficulty && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600 capitalize dark:bg-slate-800 dark:text-slate-300">
            {t('player.difficulty', { d: difficulty })}
          </span>
        )}
        <span>{t('player.points', { n: points })}</span>
      </div>
      <p id={`${id}-q`} className="text-base font-medium break-words text-slate-900 dark:text-slate-50">
        {prompt}
      </p>
      {showHint && exercise.hint && (
        <p className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-200">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium">{t('player.hint')}</span> {exercise.hint}
          </span>
        </p>
      )}

      {choices ? (
        <RadioGroup.Root
          value={shown}
          onValueChange={setValue}
          disabled={locked}
          aria-labelledby={`${id}-q`}
          className="grid gap-2"
        >
          {choicesShown(exercise).map((choice) => (
            <label
              key={choice}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm dark:border-slate-700',
                shown === choice &&
                  'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40',
                locked && 'cursor-default',
              )}
            >
              <RadioGroup.Item
                value={choice}
                className="flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 dark:border-slate-500"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-indigo-600 dark:bg-indigo-400" />
              </RadioGroup.Item>
              <span className="break-words text-slate-800 dark:text-slate-100">{choice}</span>
            </label>
          ))}
        </RadioGroup.Root>
      ) : (
        <input
          type="text"
          value={shown}
          onChange={(e) => setValue(e.target.value)}
          disabled={locked}
          aria-labelledby={`${id}-q`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('player.yourAnswer')}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:disabled:bg-slate-800 dark:disabled:text-slate-300"
        />
      )}

      {!locked && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={pending || !canSubmit(value)}
            className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
          >
            {pending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t('player.check')}
          </button>
          {onSkip && !skipped && (
            <button
              type="button"
              onClick={onSkip}
              disabled={pending}
              className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              {t('player.skip')}
            </button>
          )}
          {skipped && (
            <span className="text-sm text-slate-500 dark:text-slate-400">{t('player.skipped')}</span>
          )}
        </div>
      )}
      {!open && !recorded && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('player.notAnsweredHere')}</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      )}
      {/* Always present, so screen readers hear the result when it appears. */}
      <div aria-live="polite">
        {recorded && <Result recorded={recorded} exercise={exercise} />}
        <ModelVerdict grading={grading} verdict={verdict} />
      </div>
      {/* Only once answered: hearing the whole sentence before would give the answer away. */}
      {recorded && lang && (
        <SpeakButton text={spokenSentence(exercise)} lang={lang} label={t('player.hearSentence')} />
      )}
    </form>
  );
}

/** Whether what onSubmit answered is a recorded right answer (then no model is asked). */
const isRight = (stored: unknown) =>
  typeof stored === 'object' && stored !== null && (stored as { correct?: unknown }).correct === true;

function Result({
  recorded,
  exercise,
}: {
  recorded: RecordedAnswer;
  exercise: ExerciseQuestionProps['exercise'];
}) {
  const { t } = useT();
  return (
    <div
      data-testid="answer-result"
      className={cn(
        'space-y-1 rounded-xl px-3 py-2.5 text-sm',
        recorded.correct
          ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100'
          : 'bg-rose-50 text-rose-900 dark:bg-rose-950/40 dark:text-rose-100',
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        {recorded.correct ? (
          <CheckCircle2 className="size-4" aria-hidden="true" />
        ) : (
          <XCircle className="size-4" aria-hidden="true" />
        )}
        {recorded.correct
          ? t('player.correct', { n: recorded.points })
          : t('player.notQuite', { answer: exercise.answer })}
      </p>
      {exercise.explanation && <p>{exercise.explanation}</p>}
    </div>
  );
}
