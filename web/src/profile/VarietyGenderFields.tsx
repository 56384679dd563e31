import { GENDERS, varietiesOf, type Gender } from '@inkwell/contract';
import { useId } from 'react';
import { localRegionName } from '../i18n/language-name';
import { useT } from '../i18n/use-t';
import { inputClass } from '../ui/TextField';

const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-300';
const helpClass = 'text-sm text-slate-500 dark:text-slate-400';

const GENDER_KEYS = {
  feminine: 'profile.gender.feminine',
  masculine: 'profile.gender.masculine',
  unspecified: 'profile.gender.unspecified',
} as const satisfies Record<Gender, string>;

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
  const { t, locale } = useT();
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={varietyId} className={labelClass}>
          {t('profile.variety.label')}
        </label>
        <select
          id={varietyId}
          className={inputClass}
          value={shownVariety}
          disabled={options.length === 0}
          aria-describedby={`${varietyId}-help`}
          onChange={(e) => onVariety(e.target.value)}
        >
          <option value="">{t('profile.variety.none')}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {localRegionName(o.code, locale, o.name)} ({o.code})
            </option>
          ))}
        </select>
        <p id={`${varietyId}-help`} className={helpClass}>
          {options.length === 0 ? t('profile.variety.noneAvailable') : t('profile.variety.hint')}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={genderId} className={labelClass}>
          {t('profile.gender.label')}
        </label>
        <select
          id={genderId}
          className={inputClass}
          value={gender}
          aria-describedby={`${genderId}-help`}
          onChange={(e) => onGender(e.target.value as Gender | '')}
        >
          <option value="">{t('profile.gender.notSet')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(GENDER_KEYS[g])}
            </option>
          ))}
        </select>
        <p id={`${genderId}-help`} className={helpClass}>
          {t('profile.gender.hint')}
        </p>
      </div>
    </>
  );
}
