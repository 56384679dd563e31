import { pointsFor, type ExerciseModule, type RecordedAnswer } from '@inkwell/contract';
import { Lightbulb } from 'lucide-react';
import { ExerciseQuestion } from './ExerciseQuestion';
import { answerKey, type AnswerSlot } from './session-data';
import { SlideFrame } from './SlideFrame';

export interface PracticeProps {
  module: ExerciseModule;
  answers: Map<string, RecordedAnswer>;
  open: boolean;
  onSubmit: (slot: AnswerSlot, answer: string) => Promise<unknown>;
}

/** guided_practice: an optional tip, then exercises that show their hint (1 point each, spec §9). */
export function GuidedPracticeSlide({ module, answers, open, onSubmit }: PracticeProps) {
  const { tips, exercises } = module.phases.guided_practice.content;
  const phase = 'guided_practice' as const;
  return (
    <SlideFrame label="Guided practice" heading={module.concept_title}>
      {tips && (
        <p className="flex items-start gap-2 rounded-2xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/30 dark:text-amber-100">
          <Lightbulb className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">Tip:</span> {tips}
          </span>
        </p>
      )}
      <ol className="space-y-4">
        {exercises.map((exercise, index) => {
          const slot = { module_id: module.module_id, phase, index };
          return (
            <li key={index}>
              <ExerciseQuestion
                exercise={exercise}
                label={`Question ${index + 1} of ${exercises.length}`}
                showHint
                points={pointsFor(module.phases, phase, index)}
                recorded={answers.get(answerKey(slot))}
                open={open}
                onSubmit={(answer) => onSubmit(slot, answer)}
              />
            </li>
          );
        })}
      </ol>
    </SlideFrame>
  );
}

/**
 * independent_practice: exercises without hints, each with its difficulty (default medium) and points,
 * then the optional challenge question, answered at the index after the last exercise (spec §9).
 */
export function IndependentPracticeSlide({ module, answers, open, onSubmit }: PracticeProps) {
  const { exercises, challenge_question } = module.phases.independent_practice.content;
  const phase = 'independent_practice' as const;
  const challengeSlot = { module_id: module.module_id, phase, index: exercises.length };
  return (
    <SlideFrame label="Independent practice" heading={module.concept_title}>
      <ol className="space-y-4">
        {exercises.map((exercise, index) => {
          const slot = { module_id: module.module_id, phase, index };
          return (
            <li key={index}>
              <ExerciseQuestion
                exercise={exercise}
                label={`Question ${index + 1} of ${exercises.length}`}
                showHint={false}
                difficulty={exercise.difficulty || 'medium'}
                points={pointsFor(module.phases, phase, index)}
                recorded={answers.get(answerKey(slot))}
                open={open}
                onSubmit={(answer) => onSubmit(slot, answer)}
              />
            </li>
          );
        })}
      </ol>
      {challenge_question && (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Challenge</h3>
          <ExerciseQuestion
            exercise={{ type: 'fill_blank', ...challenge_question }}
            label="Challenge question"
            showHint={false}
            points={pointsFor(module.phases, phase, exercises.length)}
            recorded={answers.get(answerKey(challengeSlot))}
            open={open}
            onSubmit={(answer) => onSubmit(challengeSlot, answer)}
          />
        </div>
      )}
    </SlideFrame>
  );
}
