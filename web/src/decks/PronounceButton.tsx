import { Volume2 } from 'lucide-react';
import { speak, useVoice } from './use-voice';

/** Reads a word aloud in the target language; absent when the browser has no voice for it. */
export function PronounceButton({ text, lang }: { text: string; lang: string }) {
  const voice = useVoice(lang);
  if (!voice) return null;
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        speak(text, voice);
      }}
      aria-label={`Pronounce ${text}`}
      title="Pronounce"
      className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-indigo-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-indigo-400"
    >
      <Volume2 aria-hidden className="size-5" />
    </button>
  );
}
