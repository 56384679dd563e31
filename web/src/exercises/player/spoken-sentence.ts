import type { Exercise } from '@inkwell/contract';

const BLANK = /_{2,}/g;

/**
 * The target-language sentence "Hear it" reads once a question is answered: a translation's answer (the
 * sentence the learner had to write), or a gapped sentence with its gap filled by the right answer — the
 * quoted sentence when the question quotes one, else what follows the instruction's colon. A question
 * with no single gap reads the answer alone (an unscramble, a word from its meaning).
 */
export function spokenSentence(exercise: Pick<Exercise, 'type' | 'question'> & { answer: string }): string {
  const answer = exercise.answer.trim();
  if (exercise.type === 'translation') return answer;
  const gapped = quotedGap(exercise.question) ?? afterColon(exercise.question);
  if ((gapped.match(BLANK) ?? []).length !== 1) return answer;
  return gapped.replace(BLANK, answer).trim();
}

/** The text inside “…” or "…" that holds the gap, if any. */
function quotedGap(question: string): string | undefined {
  for (const m of question.matchAll(/[“"]([^”"]*)[”"]/g)) if (m[1] && /_{2,}/.test(m[1])) return m[1];
  return undefined;
}

/** "Complete: Ich ___ müde." → "Ich ___ müde."; a question with no instruction is kept whole. */
function afterColon(question: string): string {
  const colon = question.indexOf(': ');
  const blank = question.search(/_{2,}/);
  return colon >= 0 && blank > colon ? question.slice(colon + 2) : question;
}
