import { ConceptDetailDialog, DetailSection } from './ConceptDetailDialog';
import { exampleTexts, spokenExample, type VocabDocument } from './deck-items';
import { MeaningEditor } from './MeaningEditor';
import { SpeakButton } from '../ui/SpeakButton';
import { useT } from '../i18n/use-t';

/** A word's detail: definition, example, mastery, reviews; Practice reviews this word's cards. */
export function VocabDetailDialog({ item, onClose }: { item: VocabDocument; onClose: () => void }) {
  const { t } = useT();
  const { data } = item;
  const examples = exampleTexts(data.example_sentences);
  const subtitle = [data.pronunciation, data.part_of_speech].filter(Boolean).join(' · ');
  return (
    <ConceptDetailDialog
      conceptId={item.id}
      name={data.word}
      stats={data}
      onClose={onClose}
      title={data.word}
      description={subtitle || undefined}
    >
      {/* Outside the title: the control's "no voice" text must not become part of the dialog's name. */}
      <SpeakButton text={data.word} lang={data.target_language} />
      <DetailSection title={t('deck.definition')}>
        <MeaningEditor conceptId={item.id} meaning={data.definition} />
      </DetailSection>
      <DetailSection title={t('deck.example')}>
        {examples.length > 0 ? (
          examples.map((text) => (
            <p key={text} className="mt-1 flex items-center gap-2 text-slate-900 italic dark:text-slate-100">
              {text}
              <SpeakButton text={spokenExample(text)} lang={data.target_language} />
            </p>
          ))
        ) : (
          <p className="mt-1 text-slate-500 italic">{t('deck.noExample')}</p>
        )}
      </DetailSection>
    </ConceptDetailDialog>
  );
}
