import type { LearnerMistake } from './module-input.js';
import { asWritten, practiceWindow } from './practice-window.js';

/**
 * The learner's mistakes as a model prompt shows them: a short window of their words and the one fix,
 * never their whole sentence called "correct" with only this fix applied — it may hold other mistakes
 * nobody found (decision 147's window approach, issue 14).
 */
export function mistakeLines(mistakes: readonly LearnerMistake[]): string {
  if (mistakes.length === 0) return '';
  const lines = mistakes.map((m) => {
    const w = practiceWindow(m.sentence, m.wrong, m.right, 3);
    const where = w ? ` in "${asWritten(w)}"` : '';
    return `- the learner wrote "${m.wrong}"${where}; the fix is "${m.right}" (${m.explanation})`;
  });
  return [
    "The learner's mistakes (only the quoted fix was checked; never present the learner's words around it as correct):",
    ...lines,
  ].join('\n');
}
