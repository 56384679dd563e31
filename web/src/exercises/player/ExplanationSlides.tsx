import type { ModulePhases } from '@inkwell/contract';
import { Panel, SlideFrame } from './SlideFrame';
import { useT } from '../../i18n/use-t';

/** simple_explanation: concept title, explanation, key takeaway, example. */
export function SimpleExplanationSlide({
  title,
  content,
}: {
  title: string;
  content: ModulePhases['simple_explanation']['content'];
}) {
  const { t } = useT();
  return (
    <SlideFrame label={t('player.explanation')} heading={title}>
      <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-100">{content.explanation}</p>
      <Panel title={t('player.keyTakeaway')} tone="accent">
        {content.key_takeaway}
      </Panel>
      <Panel title={t('player.example')}>
        <p className="italic">{content.example}</p>
      </Panel>
    </SlideFrame>
  );
}

/** complex_explanation: explanation plus optional cultural notes; the title is marked Advanced. */
export function ComplexExplanationSlide({
  title,
  content,
}: {
  title: string;
  content: ModulePhases['complex_explanation']['content'];
}) {
  const { t } = useT();
  return (
    <SlideFrame
      label={t('player.deeper')}
      heading={title}
      badge={
        <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800 dark:bg-violet-950 dark:text-violet-200">
          {t('player.advanced')}
        </span>
      }
    >
      <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-100">{content.explanation}</p>
      {content.cultural_notes && (
        <Panel title={t('player.culturalNotes')} tone="warm">
          {content.cultural_notes}
        </Panel>
      )}
    </SlideFrame>
  );
}

const difficultyTone: Record<string, string> = {
  simple: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  moderate: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
};
const otherTone = 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200';

/** demonstration: the pattern, then examples with difficulty, text, translation and explanation. */
export function DemonstrationSlide({
  title,
  content,
}: {
  title: string;
  content: ModulePhases['demonstration']['content'];
}) {
  const { t } = useT();
  return (
    <SlideFrame label={t('player.examples')} heading={title}>
      <Panel title={t('player.pattern')} tone="accent">
        <p className="font-mono text-sm sm:text-base">{content.pattern}</p>
      </Panel>
      <ul className="space-y-3">
        {content.examples.map((ex, i) => (
          <li
            key={i}
            className="space-y-1.5 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium capitalize ${difficultyTone[ex.difficulty] ?? otherTone}`}
            >
              {t('player.difficulty', { d: ex.difficulty })}
            </span>
            <p className="text-base font-medium break-words text-slate-900 dark:text-slate-50">{ex.text}</p>
            {ex.translation.trim() !== '' && (
              <p className="text-sm break-words text-slate-600 italic dark:text-slate-300">
                {ex.translation}
              </p>
            )}
            {ex.explanation && <p className="text-sm text-slate-600 dark:text-slate-400">{ex.explanation}</p>}
          </li>
        ))}
      </ul>
    </SlideFrame>
  );
}

/** review: key points, memory aid, common mistakes (mistake → correction). */
export function ReviewSlide({
  title,
  content,
}: {
  title: string;
  content: ModulePhases['review']['content'];
}) {
  const { t } = useT();
  return (
    <SlideFrame label={t('player.review')} heading={title}>
      <Panel title={t('player.keyPoints')}>
        <ul className="list-disc space-y-1 pl-5">
          {content.key_points.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
        </ul>
      </Panel>
      <Panel title={t('player.memoryAid')} tone="accent">
        {content.memory_aid}
      </Panel>
      {content.common_mistakes.length > 0 && (
        <Panel title={t('player.commonMistakes')} tone="warm">
          <ul className="space-y-2">
            {content.common_mistakes.map((m, i) => (
              <li key={i} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="text-rose-700 line-through dark:text-rose-300">{m.mistake}</span>
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('player.shouldBe')}</span>
                <span className="font-medium text-emerald-700 dark:text-emerald-300">{m.correction}</span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </SlideFrame>
  );
}
