import { pointsFor, type ExerciseModule, type ModelGrade, type RecordedAnswer } from '@inkwell/contract';
import { Lightbulb } from 'lucide-react';
import { ExerciseQuestion } from './ExerciseQuestion';
import { answerKey, type AnswerSlot } from './session-data';
import { SlideFrame } from './SlideFrame';
import { useT } from '../../i18n/use-t';

export interface PracticeProps {
  module: ExerciseModule;
  answers: Map<string, RecordedAnswer>;
  open: boolean;
  onSubmit: (slot: AnswerSlot, answer: string) => Promise<unknown>;
  /** The model's verdict on a translation the lenient check marked wrong (issue 14). */
  onModelGrade?: (slot: AnswerSlot) => Promise<ModelGrade>;
  /** Keys of the questions skipped (issue 22: the summary waits for each to be answered or skipped). */
  skipped?: ReadonlySet<string>;
  onSkip?: (slot: AnswerSlot) => void;
  /** The session's target language, for "Hear it" on answered sentences. */
  lang?: string | null;
}

type PracticePhase = 'guided_practice' | 'independent_practice';

/**
 * A practice slide's numbered questions: guided ones show their hint; independent ones show their
 * difficulty (default medium) instead. Points come from the module.
 */
function QuestionList({
  module,
  phase,
  exercises,
  answers,
  open,
  onSubmit,
  onModelGrade,
  skipped,
  onSkip,
  lang,
}: PracticeProps & {
  phase: PracticePhase;
  exercises: ExerciseModule['phases'][PracticePhase]['content']['exercises'];
}) {
  const { t } = useT();
  const guided = phase === 'guided_practice';
  return (
    <ol className="space-y-4">
      {exercises.map((exercise, index) => {
        const slot = { module_id: module.module_id, phase, index };
        return (
          <li key={index}>
            <ExerciseQuestion
              exercise={exercise}
              label={t('player.questionOf', { n: index + 1, total: exercises.length })}
              showHint={guided}
              difficulty={guided ? undefined : exercise.difficulty || 'medium'}
              points={pointsFor(module.phases, phase, index)}
              recorded={answers.get(answerKey(slot))}
              open={open}
              onSubmit={(answer) => onSubmit(slot, answer)}
              onModelGrade={onModelGrade && (() => onModelGrade(slot))}
              skipped={skipped?.has(answerKey(slot)) ?? false}
              onSkip={onSkip && (() => onSkip(slot))}
              lang={lang}
            />
          </li>
        );
      })}
    </ol>
  );
}

/** guided_practice: an optional tip, then exercises that show their hint (1 point each). */
export function GuidedPracticeSlide(props: PracticeProps) {
  const { t } = useT();
  const { module } = props;
  const { tips, exercises } = module.phases.guided_practice.content;
  return (
    <SlideFrame label={t('player.guided')} heading={module.concept_title}>
      {tips && (
        <p className="flex items-start gap-2 rounded-2xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/30 dark:text-amber-100">
          <Lightbulb className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('player.tip')}</span> {tips}
          </span>
        </p>
      )}
      <QuestionList {...props} phase="guided_practice" exercises={exercises} />
    </SlideFrame>
  );
}

/**
 * independent_practice: exercises without hints, each with its difficulty (default medium) and points,
 * then the optional challenge question, answered at the index after the last exercise.
 */
export function IndependentPracticeSlide(props: PracticeProps) {
  const { t } = useT();
  const { module, answers, open, onSubmit, skipped, onSkip, lang } = props;
  const { exercises, challenge_question } = module.phases.independent_practice.content;
  const phase = 'independent_practice' as const;
  const challengeSlot = { module_id: module.module_id, phase, index: exercises.length };
  return (
    <SlideFrame label={t('player.independent')} heading={module.concept_title}>
      <QuestionList {...props} phase="independent_practice" exercises={exercises} />
      {challenge_question && (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('player.challenge')}</h3>
          <ExerciseQuestion
            exercise={{ type: 'fill_blank', ...challenge_question }}
            label={t('player.challengeQuestion')}
            showHint={false}
            points={pointsFor(module.phases, phase, exercises.length)}
            recorded={answers.get(answerKey(challengeSlot))}
            open={open}
            onSubmit={(answer) => onSubmit(challengeSlot, answer)}
            skipped={skipped?.has(answerKey(challengeSlot)) ?? false}
            onSkip={onSkip && (() => onSkip(challengeSlot))}
            lang={lang}
          />
        </div>
      )}
    </SlideFrame>
  );
}
