import type { GrammarConcept, VocabConcept } from '@inkwell/contract';

/** What the picker needs of a correction: its words and whether the learner rejected it. */
interface Judged {
  original: string;
  corrected: string;
  rejected: boolean;
  flag?: boolean | undefined;
}

const lower = (s: string) => s.toLocaleLowerCase();

/** Whether the example "wrong window → right window" records this correction. */
function recordsFix(example: string, c: Judged): boolean {
  const [wrong, right] = example.split(' → ');
  return right !== undefined && wrong!.includes(c.original) && right.includes(c.corrected);
}

/**
 * The concepts the deck picker offers (issue 22): none drawn only from corrections the learner rejected
 * or from flags. A word stays when some kept fix still gives it; a grammar point when one of its
 * examples records a kept fix, or none records a rejected one (a point with plain examples only).
 */
export function offeredConcepts(
  vocab: readonly VocabConcept[],
  grammar: readonly GrammarConcept[],
  corrections: readonly Judged[],
): { vocab: VocabConcept[]; grammar: GrammarConcept[] } {
  const kept = corrections.filter((c) => !c.rejected && !c.flag);
  const dropped = corrections.filter((c) => c.rejected || c.flag);
  const fromWord = (list: readonly Judged[], word: string) =>
    list.some((c) => lower(c.corrected).trim() === lower(word));
  return {
    vocab: vocab.filter((v) => fromWord(kept, v.word) || !fromWord(dropped, v.word)),
    grammar: grammar.filter(
      (g) =>
        g.examples.some((e) => kept.some((c) => recordsFix(e, c))) ||
        !g.examples.some((e) => dropped.some((c) => recordsFix(e, c))),
    ),
  };
}
