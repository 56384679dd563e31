import { GENDERS, GENDER_LABELS, varietiesOf, type Gender } from '@inkwell/contract';
import { useId } from 'react';
import { inputClass } from '../ui/TextField';

const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-300';
const helpClass = 'text-sm text-slate-500 dark:text-slate-400';

/**
 * The two optional profile settings passed to the model (decision 230): the regional variety of the
 * target language (only that language's varieties are offered) and the grammatical gender for sentences
 * about the learner.
 */
export function VarietyGenderFields({
  targetLanguage,
  variety,
  gender,
  onVariety,
  onGender,
}: {
  targetLanguage: string;
  variety: string;
  gender: Gender | '';
  onVariety: (variety: string) => void;
  onGender: (gender: Gender | '') => void;
}) {
  const varietyId = useId();
  const genderId = useId();
  const options = varietiesOf(targetLanguage);
  // A variety of the previous target language is not shown as chosen; Save sends none.
  const shownVariety = options.some((o) => o.code === variety) ? variety : '';
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={varietyId} className={labelClass}>
          Regional variety
        </label>
        <select
          id={varietyId}
          className={inputClass}
          value={shownVariety}
          disabled={options.length === 0}
          aria-describedby={`${varietyId}-help`}
          onChange={(e) => onVariety(e.target.value)}
        >
          <option value="">No preference</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name} ({o.code})
            </option>
          ))}
        </select>
        <p id={`${varietyId}-help`} className={helpClass}>
          {options.length === 0
            ? 'No regional varieties to choose for this target language.'
            : 'Corrections follow the spelling and usage of this region, and “Hear it” picks a voice from it.'}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={genderId} className={labelClass}>
          Grammatical gender (for sentences about yourself)
        </label>
        <select
          id={genderId}
          className={inputClass}
          value={gender}
          aria-describedby={`${genderId}-help`}
          onChange={(e) => onGender(e.target.value as Gender | '')}
        >
          <option value="">Not set</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </select>
        <p id={`${genderId}-help`} className={helpClass}>
          In many languages adjectives and participles about the writer change with gender (“estoy cansada” or
          “estoy cansado”). Setting it lets feedback check that agreement instead of guessing.
        </p>
      </div>
    </>
  );
}
