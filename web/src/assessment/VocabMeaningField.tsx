import type { VocabConcept } from '@inkwell/contract';
import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { inputClass } from '../ui/TextField';

/**
 * Under a discovered word in the picker: its meaning when the model or the dictionary knew it, else a
 * field asking the learner for it (decision 150), sent with the word's cards. Left empty, the card says it
 * has no meaning yet and the Vocabulary page can add it later.
 */
export function VocabMeaningField({
  concept,
  value,
  disabled,
  onChange,
}: {
  concept: VocabConcept;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  if (concept.meaning) {
    return (
      <p className="text-xs text-slate-700 dark:text-slate-200">
        <span className="font-medium">{t('analysis.picker.meaning')}</span> {concept.meaning}
      </p>
    );
  }
  return (
    <div className="space-y-1 pt-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {t('analysis.picker.meaningOf', { word: concept.word })}
      </label>
      <input
        id={id}
        value={value}
        maxLength={500}
        disabled={disabled}
        placeholder={t('analysis.picker.meaningPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} py-1.5 text-sm`}
      />
    </div>
  );
}
