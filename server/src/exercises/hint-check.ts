/**
 * Does a hint give the answer away (issue 27)? A model asked for hints sometimes writes "the answer is
 * fue" or "f-u-e". Compared without case or accents ("Fué" gives away "fue"), as whole words, and also
 * letter by letter when the hint spells a word out.
 */

/** Lower case, no accents or other marks, every run of non-letters one space. */
export function foldForHint(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The hint's letters with every spelled-out run ("f-u-e", "f. u. e", "F U E") joined into one word. */
function spelledOut(folded: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const token of folded.split(' ')) {
    if ([...token].length === 1) run += token;
    else {
      if ([...run].length > 1) runs.push(run);
      run = '';
    }
  }
  if ([...run].length > 1) runs.push(run);
  return runs;
}

/** True when `hint` contains one of `answers` as whole words, or spells one out letter by letter. */
export function hintGivesAnswer(hint: string, answers: readonly string[]): boolean {
  const folded = ` ${foldForHint(hint)} `;
  const runs = spelledOut(folded.trim());
  return answers.some((answer) => {
    const a = foldForHint(answer);
    if (a === '') return false;
    if (folded.includes(` ${a} `)) return true;
    const letters = a.replace(/ /g, '');
    return [...letters].length > 1 && runs.some((run) => run.includes(letters));
  });
}
