import type { InterfaceLanguage } from '@inkwell/contract';
import { useId, useState } from 'react';
import { isUiLanguage, OWN_NAMES, UI_LANGUAGES } from '../i18n/languages';
import { useT } from '../i18n/use-t';
import { useMe, useUpdateMe } from '../lib/me';
import { Alert } from '../ui/Alert';
import { inputClass } from '../ui/TextField';

/**
 * The interface language (issue 26), saved as soon as it is chosen: the whole page switches at once, so
 * it does not wait for the settings form's Save. Each language is listed by its own name. The new
 * language applies when the saved profile arrives (ProfileBootstrap follows `interface_language`).
 */
export function InterfaceLanguageSelect() {
  const id = useId();
  const hintId = useId();
  const { t } = useT();
  const me = useMe();
  const update = useUpdateMe();
  const [failed, setFailed] = useState(false);
  const value = me.data?.interface_language ?? '';

  function choose(next: string) {
    const language: InterfaceLanguage | null = isUiLanguage(next) ? next : null;
    setFailed(false);
    update.mutate({ interface_language: language }, { onError: () => setFailed(true) });
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('interfaceLanguage.label')}
      </label>
      <select
        id={id}
        aria-describedby={hintId}
        className={inputClass}
        value={value}
        disabled={update.isPending || !me.data}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">{t('interfaceLanguage.browser')}</option>
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {OWN_NAMES[code]}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {t('interfaceLanguage.hint')}
      </p>
      {failed && <Alert tone="error">{t('interfaceLanguage.saveFailed')}</Alert>}
    </div>
  );
}
