import { useEffect, useState } from 'react';
import { pickVoice } from './speech';

const synth = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/**
 * The browser voice for `lang`, or undefined. Browsers load their voice list lazily and announce it with
 * 'voiceschanged', so the choice is made again when it arrives.
 */
export function useVoice(lang: string): SpeechSynthesisVoice | undefined {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth()?.getVoices() ?? []);
  useEffect(() => {
    const s = synth();
    if (!s) return;
    const update = () => setVoices(s.getVoices());
    s.addEventListener('voiceschanged', update);
    return () => s.removeEventListener('voiceschanged', update);
  }, []);
  return pickVoice(voices, lang);
}

/** Says `text` with `voice`, cutting off anything still being spoken. */
export function speak(text: string, voice: SpeechSynthesisVoice): void {
  const s = synth();
  if (!s) return;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  s.speak(utterance);
}
