import type { UserProfile } from '@inkwell/contract';
import { QueryClientContext } from '@tanstack/react-query';
import { Volume2 } from 'lucide-react';
import { useContext, useState, type MouseEvent } from 'react';
import { localLanguageName } from '../i18n/language-name';
import { useT } from '../i18n/use-t';
import { meQueryKey } from '../lib/me';
import { speechTag } from '../lib/speech/pick-voice';
import { loadRate, RATE_VALUE, saveRate, type SpeechRate } from '../lib/speech/rate';
import { speak, useVoice } from '../lib/speech/use-voice';
import { cn } from './cn';

/** The profile's regional variety, read from the loaded profile (none outside the app's query client). */
function useProfileVariety(): string | null {
  const client = useContext(QueryClientContext);
  return client?.getQueryData<UserProfile>(meQueryKey)?.variety ?? null;
}

const iconButton =
  'inline-flex items-center gap-1 rounded-lg p-1.5 text-sm text-slate-500 hover:bg-slate-100 hover:text-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-indigo-400';

/**
 * "Hear it" (issue 26): reads `text` aloud in `lang` with the browser's speech synthesis, in a voice of
 * the profile's region when the browser has one. It never hides: without a voice for the language it is
 * disabled and says so. The slow/normal rate is remembered across pages.
 */
export function SpeakButton({
  text,
  lang,
  label,
  className,
}: {
  text: string;
  /** The text's language code (the target language). */
  lang: string;
  /** Accessible name; `Hear "<text>"` when not given (a whole entry deserves a shorter one). */
  label?: string;
  className?: string;
}) {
  const voice = useVoice(speechTag(lang, useProfileVariety()));
  const [rate, setRate] = useState<SpeechRate>(loadRate);
  const { t, locale } = useT();
  const name = label ?? t('ui.speak.hear', { text });
  const slowTitle = rate === 'slow' ? t('ui.speak.slowOn') : t('ui.speak.slowOff');
  // Buttons sit inside clickable cards: a click here must not open the card too.
  const quiet = (e: MouseEvent) => e.stopPropagation();

  if (!voice) {
    return (
      <span className={cn('inline-flex items-center gap-1', className)}>
        <button type="button" className={iconButton} disabled aria-label={name} onClick={quiet}>
          <Volume2 aria-hidden className="size-5" />
        </button>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('ui.speak.noVoice', { language: localLanguageName(lang, locale) })}
        </span>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <button
        type="button"
        className={iconButton}
        aria-label={name}
        title={t('ui.speak.hearIt')}
        onClick={(e) => {
          quiet(e);
          speak(text, voice, RATE_VALUE[rate]);
        }}
      >
        <Volume2 aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        className={cn(iconButton, 'px-1 text-xs font-medium', rate === 'slow' && 'text-indigo-600')}
        aria-pressed={rate === 'slow'}
        aria-label={t('ui.speak.slow')}
        title={slowTitle}
        onClick={(e) => {
          quiet(e);
          const next = rate === 'slow' ? 'normal' : 'slow';
          saveRate(next);
          setRate(next);
        }}
      >
        ½×
      </button>
    </span>
  );
}
