import { Card } from '../ui/Card';
import { useSavePromptSettings, usePromptSettings } from './api';

/** Profile Settings: the switch for writing prompts on the New Entry page (saved at once). */
export function WritingPromptsSetting() {
  const settings = usePromptSettings();
  const save = useSavePromptSettings();
  if (!settings.data) return null;
  // The choice shows at once while it is saved; a failed save falls back to the stored one with its message.
  const on = save.isPending ? save.variables.writing_prompts : settings.data.writing_prompts;
  return (
    <Card as="section" aria-label="Writing prompts" className="mt-6 space-y-2">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">Writing prompts</h2>
      <label className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={on}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ writing_prompts: event.target.checked })}
        />
        Suggest a writing prompt on the New Entry page
      </label>
      {save.isError && <p className="text-sm text-rose-700 dark:text-rose-300">{save.error.message}</p>}
    </Card>
  );
}
