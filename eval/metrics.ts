/** Span-level scores of an assessor against the gold set. */

export interface Span {
  start: number;
  end: number;
  corrected: string;
}

export interface Tally {
  sentences: number;
  gold: number;
  predicted: number;
  /** Predicted spans equal to a gold span. */
  truePositives: number;
  /** …whose correction is also the gold one. */
  rightCorrections: number;
  correctSentences: number;
  /** Correct sentences that got at least one correction. */
  correctSentencesFlagged: number;
  /** Corrections made on correct sentences. */
  falseAlarms: number;
  /** Corrections an assessor proposed, and how many could be anchored in the text. */
  proposed: number;
  anchored: number;
  failures: number;
}

export const emptyTally = (): Tally => ({
  sentences: 0,
  gold: 0,
  predicted: 0,
  truePositives: 0,
  rightCorrections: 0,
  correctSentences: 0,
  correctSentencesFlagged: 0,
  falseAlarms: 0,
  proposed: 0,
  anchored: 0,
  failures: 0,
});

export function score(t: Tally, gold: Span[], predicted: Span[], proposed: number, anchored: number): void {
  t.sentences++;
  t.gold += gold.length;
  t.predicted += predicted.length;
  t.proposed += proposed;
  t.anchored += anchored;
  const unmatched = [...gold];
  for (const p of predicted) {
    const i = unmatched.findIndex((g) => g.start === p.start && g.end === p.end);
    if (i === -1) continue;
    t.truePositives++;
    if (normalise(unmatched[i]!.corrected) === normalise(p.corrected)) t.rightCorrections++;
    unmatched.splice(i, 1);
  }
  if (gold.length === 0) {
    t.correctSentences++;
    if (predicted.length > 0) t.correctSentencesFlagged++;
    t.falseAlarms += predicted.length;
  }
}

const normalise = (s: string) => s.trim().replace(/[’]/g, "'");

export function precision(t: Tally): number {
  return t.predicted === 0 ? 0 : t.truePositives / t.predicted;
}

export function recall(t: Tally): number {
  return t.gold === 0 ? 0 : t.truePositives / t.gold;
}

/** F0.5 weighs precision twice as much as recall: a wrong correction costs a learner more than a missed one. */
export function f05(t: Tally): number {
  const p = precision(t);
  const r = recall(t);
  return p + r === 0 ? 0 : (1.25 * p * r) / (0.25 * p + r);
}

export function merge(into: Tally, from: Tally): void {
  for (const key of Object.keys(into) as Array<keyof Tally>) into[key] += from[key];
}
