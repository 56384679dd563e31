import { findVariety } from '@inkwell/contract';

/**
 * The prompt lines for the learner's regional variety and grammatical gender (decision 230). Both come
 * from the contract's fixed lists (a variety tag, one of GENDERS), never from the learner's free text, so
 * the sentences below are ours; a value that is not on the lists is left out.
 */
export function varietyGenderLines(
  variety: string | null | undefined,
  gender: string | null | undefined,
): string[] {
  const lines: string[] = [];
  const v = findVariety(variety);
  if (v) {
    lines.push(
      `The student learns ${v.adjective} (${v.code}): write corrections, examples and corrected forms in ${v.adjective} spelling and usage, and do not mark forms correct in ${v.adjective} as mistakes.`,
    );
  }
  if (gender === 'feminine' || gender === 'masculine') {
    const who = gender === 'feminine' ? 'female' : 'male';
    lines.push(
      `The student is ${who}: agreement of adjectives, participles and pronouns about the writer follows the ${gender} gender; correct forms that refer to the writer in the other gender, and use the ${gender} when writing sentences about the student.`,
    );
  }
  return lines;
}
