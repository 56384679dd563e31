import type { UserProfile } from '@inkwell/contract';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useUpdateMe } from '../lib/me';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { InterfaceLanguageSelect } from './InterfaceLanguageSelect';
import { LanguageSelect } from './LanguageSelect';
import { canSkipSetup, validateSetup } from './setup-rules';

/**
 * First-run setup: name, native and target language. It cannot be dismissed until the profile has at
 * least one of the three; then 'Skip for now' closes it for this visit.
 */
export function ProfileSetupDialog({ profile, onSkip }: { profile: UserProfile; onSkip: () => void }) {
  const [displayName, setDisplayName] = useState(profile.display_name ?? '');
  const [nativeLanguage, setNativeLanguage] = useState(profile.native_language ?? '');
  const [targetLanguage, setTargetLanguage] = useState(profile.target_language ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMe('Failed to set up profile');
  const skippable = canSkipSetup(profile);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateSetup({ displayName, nativeLanguage, targetLanguage });
    setError(problem);
    if (problem) return;
    update.mutate(
      { display_name: displayName.trim(), native_language: nativeLanguage, target_language: targetLanguage },
      { onError: (err) => setError(err.message || 'Failed to set up profile') },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && skippable && onSkip()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={(e) => !skippable && e.preventDefault()}
          onPointerDownOutside={(e) => !skippable && e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">
            Welcome to Inkwell
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Tell us who you are and which language you are learning, so feedback fits you.
          </Dialog.Description>
          <div className="mt-6">
            <InterfaceLanguageSelect />
          </div>
          <form onSubmit={submit} noValidate className="mt-6 space-y-4">
            <TextField
              label="Display name"
              autoComplete="name"
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
              maxLength={80}
            />
            <LanguageSelect label="Native language" value={nativeLanguage} onChange={setNativeLanguage} />
            <LanguageSelect label="Target language" value={targetLanguage} onChange={setTargetLanguage} />
            {error && <Alert tone="error">{error}</Alert>}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              {skippable && (
                <Button variant="ghost" onClick={onSkip}>
                  Skip for now
                </Button>
              )}
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
