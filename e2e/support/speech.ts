import type { Page } from '@playwright/test';

/** What the stubbed speech synthesis was asked to say. */
export interface SpokenUtterance {
  text: string;
  lang: string;
  voice: string | null;
}

/**
 * Replaces the browser's speech synthesis before any page script runs, so "Hear it" can be checked without
 * audio: `voices` is the list the browser claims to have (empty: no voice at all), and every utterance
 * passed to speak() is recorded for spokenUtterances(). The utterance class is replaced too, because the
 * real one refuses a voice that is not a genuine SpeechSynthesisVoice.
 */
export async function stubSpeech(page: Page, voices: { lang: string; name: string }[]): Promise<void> {
  await page.addInitScript((list) => {
    const spoken: { text: string; lang: string; voice: string | null }[] = [];
    const stubVoices = list.map((v) => ({ ...v, default: false, localService: true, voiceURI: v.name }));
    class StubUtterance {
      text: string;
      lang = '';
      rate = 1;
      voice: { name: string } | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synth = {
      getVoices: () => stubVoices,
      speak: (u: StubUtterance) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null }),
      cancel: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: StubUtterance, configurable: true });
    Object.defineProperty(window, '__spoken', { value: spoken });
  }, voices);
}

export function spokenUtterances(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window as unknown as { __spoken: SpokenUtterance[] }).__spoken);
}
