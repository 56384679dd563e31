import { useEffect, useState } from 'react';
import { pickVoice } from './pick-voice';

const synth = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/**
 * The browser voice for `lang`, or undefined. Browsers load their voice list lazily and announce it with
 * 'voiceschanged', so the choice is made again when it arrives.
 */
export function useVoice(lang: string): SpeechSynthesisVoice | undefined {
  return pickVoice(useVoices(), lang);
}

/** Whether this browser has speech synthesis at all. */
export const hasSpeech = (): boolean => synth() !== undefined;

/** The browser's voices, updated when a late list arrives. */
function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth()?.getVoices() ?? []);
  useEffect(() => {
    const s = synth();
    if (!s) return;
    const update = () => setVoices(s.getVoices());
    // The list may have arrived between the first render and this effect.
    update();
    s.addEventListener('voiceschanged', update);
    return () => s.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

/** Says `text` with `voice` at `rate` (1 is normal), cutting off anything still being spoken. */
export function speak(text: string, voice: SpeechSynthesisVoice, rate = 1): void {
  const s = synth();
  if (!s) return;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = rate;
  s.speak(utterance);
}
