import { useState } from 'react';
import { Button } from '../ui/Button';
import { ConceptDetailDialog, DetailSection } from './ConceptDetailDialog';
import type { GrammarDocument } from './deck-items';
import { StudyGuidePanel } from './StudyGuidePanel';
import { useT } from '../i18n/use-t';

/** A grammar concept's detail: explanation, examples, mastery; Study Guide and Practice. */
export function GrammarDetailDialog({ item, onClose }: { item: GrammarDocument; onClose: () => void }) {
  const { t } = useT();
  const [guideOpen, setGuideOpen] = useState(false);
  const { data } = item;
  return (
    <ConceptDetailDialog
      conceptId={item.id}
      name={data.title}
      stats={data}
      onClose={onClose}
      title={data.title}
      description={`${t('deck.grammar.levelLine', { level: data.difficulty_level })}${data.tags.length ? ` · ${data.tags.join(', ')}` : ''}`}
      afterStats={guideOpen ? <StudyGuidePanel conceptId={item.id} /> : null}
      actions={
        <Button variant="secondary" aria-expanded={guideOpen} onClick={() => setGuideOpen((o) => !o)}>
          {t('deck.studyGuide')}
        </Button>
      }
    >
      <DetailSection title={t('deck.explanation')}>
        <p className="mt-1 text-slate-900 dark:text-slate-100">
          {data.description || <span className="italic text-slate-500">{t('deck.noExplanation')}</span>}
        </p>
      </DetailSection>
      <DetailSection title={t('deck.examples')}>
        {data.examples.length > 0 ? (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900 dark:text-slate-100">
            {data.examples.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-500 italic">{t('deck.noExamples')}</p>
        )}
      </DetailSection>
    </ConceptDetailDialog>
  );
}
