import { moduleInput } from './module-input.js';

const languageOfInput = moduleInput.pick({ language: true });

/**
 * The language a session's exercises are in: every module of a session is made for the learner's
 * target language when it was created, so the first module input that names one answers. The session
 * row keeps no language of its own; null when no module input can be read (then nothing is voiced).
 */
export function sessionLanguage(modules: readonly { input: string }[]): string | null {
  for (const m of modules) {
    let parsed;
    try {
      parsed = languageOfInput.safeParse(JSON.parse(m.input));
    } catch {
      continue;
    }
    if (parsed.success && parsed.data.language.trim()) return parsed.data.language;
  }
  return null;
}
