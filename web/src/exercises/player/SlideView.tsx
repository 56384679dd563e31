import type { ExerciseSession, Slide } from '@inkwell/contract';
import { useCompleteSession } from '../api/complete-session';
import {
  ComplexExplanationSlide,
  DemonstrationSlide,
  ReviewSlide,
  SimpleExplanationSlide,
} from './ExplanationSlides';
import { IntroSlide } from './IntroSlide';
import { sessionResults } from './results';
import { GuidedPracticeSlide, IndependentPracticeSlide } from './PracticeSlides';
import { acceptsAnswers, scoreOf, type PlayerSession } from './session-data';
import { openQuestions } from './summary-gate';
import { QuestionsLeftSlide, SummarySlide } from './SummarySlide';
import type { Player } from './use-player';
import { useT } from '../../i18n/use-t';

const notice =
  'rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300';

/** The current slide: intro, one of a module's six phases, or the summary. */
export function SlideView({ data, player, title }: { data: PlayerSession; player: Player; title: string }) {
  const { t } = useT();
  const { session, modules } = data;
  const complete = useCompleteSession(session.id);
  const slide: Slide | null = player.current;
  if (!slide) return <p className={notice}>{t('player.noData')}</p>;
  if (slide.kind === 'intro') return <IntroSlide session={session} title={title} />;
  if (slide.kind === 'summary') {
    const left = openQuestions(modules, player.answers, player.skipped);
    // A completed session opens for review; a ready one shows its answers only once none is left open.
    if (acceptsAnswers(session) && left.length > 0)
      return <QuestionsLeftSlide left={left.length} onGo={() => player.goTo(left[0]!.slide)} />;
    const { score, max, answered } = scoreOf(player.answers, modules);
    return (
      <SummarySlide
        session={session}
        score={score}
        max={max}
        answered={answered}
        results={sessionResults(modules, player.answers)}
        onFinish={() => complete.mutate()}
        finishing={complete.isPending}
        finishError={complete.error?.message ?? null}
      />
    );
  }
  const module = modules[slide.moduleIndex];
  if (!module) return <p className={notice}>{t('player.moduleNotFound')}</p>;
  return <PhaseSlide phase={slide.phase} module={module} session={session} player={player} />;
}

function PhaseSlide({
  phase,
  module,
  session,
  player,
}: {
  phase: string;
  module: NonNullable<PlayerSession['modules'][number]>;
  session: ExerciseSession;
  player: Player;
}) {
  const { t } = useT();
  const { phases, concept_title: title } = module;
  const practice = {
    module,
    answers: player.answers,
    open: acceptsAnswers(session),
    onSubmit: player.submit,
    onModelGrade: player.modelGrade,
    skipped: player.skipped,
    onSkip: player.skip,
    lang: session.target_language,
  };
  switch (phase) {
    case 'simple_explanation':
      return <SimpleExplanationSlide title={title} content={phases.simple_explanation.content} />;
    case 'complex_explanation':
      return <ComplexExplanationSlide title={title} content={phases.complex_explanation.content} />;
    case 'demonstration':
      return <DemonstrationSlide title={title} content={phases.demonstration.content} />;
    case 'guided_practice':
      return <GuidedPracticeSlide {...practice} />;
    case 'independent_practice':
      return <IndependentPracticeSlide {...practice} />;
    case 'review':
      return <ReviewSlide title={title} content={phases.review.content} />;
    default:
      return <p className={notice}>{t('player.unknownSlide', { phase })}</p>;
  }
}
