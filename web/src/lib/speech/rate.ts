/** The two speaking rates the "Hear it" control offers; 'slow' helps a beginner hear each sound. */
export type SpeechRate = 'slow' | 'normal';

export const RATE_VALUE: Record<SpeechRate, number> = { slow: 0.7, normal: 1 };

const KEY = 'inkwell.speech-rate';

/** The learner's last chosen rate (normal when none is stored or storage is unavailable). */
export function loadRate(): SpeechRate {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'slow' ? 'slow' : 'normal';
  } catch {
    return 'normal';
  }
}

export function saveRate(rate: SpeechRate): void {
  try {
    globalThis.localStorage?.setItem(KEY, rate);
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
