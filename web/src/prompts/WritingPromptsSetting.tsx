import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { Card } from '../ui/Card';
import { useSavePromptSettings, usePromptSettings } from './api';

/** Profile Settings: the switch for writing prompts on the New Entry page (saved at once). */
export function WritingPromptsSetting() {
  const settings = usePromptSettings();
  const save = useSavePromptSettings();
  // The choice is held in React state from the click itself: the mutation's pending state reaches the
  // component a tick later, and a controlled checkbox re-rendered from the stored value in between
  // springs back (seen in Chromium as a click that "did not change its state").
  const [choice, setChoice] = useState<boolean | null>(null);
  const { t } = useT();
  if (!settings.data) return null;
  const on = choice ?? settings.data.writing_prompts;
  return (
    <Card as="section" aria-label={t('prompt.settings.title')} className="mt-6 space-y-2">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t('prompt.settings.title')}
      </h2>
      <label className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={on}
          disabled={save.isPending}
          onChange={(event) => {
            const wanted = event.target.checked;
            setChoice(wanted);
            // A failed save falls back to the stored choice, with its message below.
            save.mutate({ writing_prompts: wanted }, { onSettled: () => setChoice(null) });
          }}
        />
        {t('prompt.settings.toggle')}
      </label>
      {save.isError && <p className="text-sm text-rose-700 dark:text-rose-300">{save.error.message}</p>}
    </Card>
  );
}
