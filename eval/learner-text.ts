import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * Real learner text (../shared/eval/learner-text/*.json, format in its README): sentences no one on
 * this project wrote, with gold edits at UTF-16 offsets. Scored by span overlap (detection) and by
 * the text an edit produces (correction), as the README suggests.
 */

export interface GoldEdit {
  start: number;
  end: number;
  ins: boolean;
  correction: string;
  type: string;
}

export interface LearnerItem {
  id: string;
  group: string;
  text: string;
  refs: GoldEdit[][];
  corrected: string | null;
}

export interface LearnerFile {
  name: string;
  language: string;
  items: LearnerItem[];
}

export interface Edit {
  start: number;
  end: number;
  corrected: string;
  rule?: string;
  /** 'flag': no replacement offered (issue 22); counts for detection, never as a correction. */
  finding?: 'fix' | 'flag';
}

export const LEARNER_DIR = new URL('../../shared/eval/learner-text/', import.meta.url);
/** Native sentences written here (marked as such), for false alarms in languages with no learner file. */
export const NATIVE_DIR = new URL('./native-reference/', import.meta.url);
/**
 * Learner-style sentences with annotated mistakes, written here where no shared learner file exists
 * (English, decision 309): scored like learner text, not split, and named *-self.json in the report.
 */
export const SELF_WRITTEN_DIR = new URL('./self-written/', import.meta.url);

/**
 * The fixed split of each shared learner file (its README): items 0–49 tune the rules, items 50–99
 * report them. Native reference files are not split.
 */
export const TUNING_ITEMS = 50;

export function splitHalves(file: LearnerFile): Array<{ half: 'tune' | 'report'; items: LearnerItem[] }> {
  return [
    { half: 'tune', items: file.items.slice(0, TUNING_ITEMS) },
    { half: 'report', items: file.items.slice(TUNING_ITEMS) },
  ];
}

export function loadLearnerFiles(): LearnerFile[] {
  return [...loadDir(LEARNER_DIR), ...loadDir(NATIVE_DIR), ...loadDir(SELF_WRITTEN_DIR)];
}

function loadDir(dir: URL): LearnerFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as LearnerFile;
      return { name, language: file.language, items: file.items };
    });
}

/** Counts for detection (span overlap) and correction (same resulting text), kept apart. */
export interface LearnerTally {
  sentences: number;
  gold: number;
  predicted: number;
  /** Predicted edits that offer a replacement (fixes, not flags): correction precision's denominator. */
  fixes: number;
  /** Predicted edits overlapping a gold edit / gold edits overlapped by a prediction. */
  detectedPredicted: number;
  detectedGold: number;
  /** Predicted edits whose text equals a gold edit's / gold edits reproduced. */
  correctedPredicted: number;
  correctedGold: number;
  /** Already-correct sentences (the `corrected` versions) and the edits proposed on them. */
  correctSentences: number;
  correctSentencesFlagged: number;
  falseAlarms: number;
}

export const emptyLearnerTally = (): LearnerTally => ({
  sentences: 0,
  gold: 0,
  predicted: 0,
  fixes: 0,
  detectedPredicted: 0,
  detectedGold: 0,
  correctedPredicted: 0,
  correctedGold: 0,
  correctSentences: 0,
  correctSentencesFlagged: 0,
  falseAlarms: 0,
});

/** An insertion's span is the gap between two tokens, so touching it counts as overlap. */
function overlaps(p: Edit, g: GoldEdit): boolean {
  return g.ins || p.start === p.end
    ? p.start <= g.end && p.end >= g.start
    : p.start < g.end && p.end > g.start;
}

const apply = (text: string, e: { start: number; end: number }, by: string) =>
  text.slice(0, e.start) + by + text.slice(e.end);
const squash = (s: string) => s.replace(/\s+/g, ' ').replace(/’/g, "'").trim();

function sameFix(text: string, p: Edit, g: GoldEdit): boolean {
  const gold = g.ins ? apply(text, g, ` ${g.correction} `) : apply(text, g, g.correction);
  return squash(apply(text, p, p.corrected)) === squash(gold);
}

/** Per predicted edit: whether it detected and whether it corrected (for the per-rule table). */
export interface EditOutcome {
  detected: boolean;
  corrected: boolean;
}

/** Scores one learner sentence against its best-matching reference. */
export function scoreSentence(t: LearnerTally, item: LearnerItem, predicted: Edit[]): EditOutcome[] {
  let best: { ref: GoldEdit[]; outcomes: EditOutcome[]; dg: number; cg: number } | null = null;
  for (const ref of item.refs.length ? item.refs : [[]]) {
    const outcomes = predicted.map((p) => ({
      detected: ref.some((g) => overlaps(p, g)),
      corrected: p.finding !== 'flag' && ref.some((g) => overlaps(p, g) && sameFix(item.text, p, g)),
    }));
    const dg = ref.filter((g) => predicted.some((p) => overlaps(p, g))).length;
    const cg = ref.filter((g) =>
      predicted.some((p) => p.finding !== 'flag' && overlaps(p, g) && sameFix(item.text, p, g)),
    ).length;
    const hits = outcomes.filter((o) => o.detected).length + dg;
    if (!best || hits > best.outcomes.filter((o) => o.detected).length + best.dg)
      best = { ref, outcomes, dg, cg };
  }
  const b = best!;
  t.sentences++;
  t.gold += b.ref.length;
  t.predicted += predicted.length;
  t.fixes += predicted.filter((p) => p.finding !== 'flag').length;
  t.detectedPredicted += b.outcomes.filter((o) => o.detected).length;
  t.correctedPredicted += b.outcomes.filter((o) => o.corrected).length;
  t.detectedGold += b.dg;
  t.correctedGold += b.cg;
  return b.outcomes;
}

export function scoreCorrectSentence(t: LearnerTally, predicted: Edit[]): void {
  t.correctSentences++;
  if (predicted.length > 0) t.correctSentencesFlagged++;
  t.falseAlarms += predicted.length;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const fBeta = (p: number, r: number) => (p + r === 0 ? 0 : (1.25 * p * r) / (0.25 * p + r));

export function learnerScores(t: LearnerTally) {
  const dp = ratio(t.detectedPredicted, t.predicted);
  const dr = ratio(t.detectedGold, t.gold);
  // Correction precision is over the fixes offered: a flag offers no replacement to be right or wrong.
  const cp = ratio(t.correctedPredicted, t.fixes);
  const cr = ratio(t.correctedGold, t.gold);
  return {
    detection: { p: dp, r: dr, f: fBeta(dp, dr) },
    correction: { p: cp, r: cr, f: fBeta(cp, cr) },
    falseAlarmsPer100: t.correctSentences === 0 ? 0 : (100 * t.falseAlarms) / t.correctSentences,
  };
}

export function mergeLearner(into: LearnerTally, from: LearnerTally): void {
  for (const key of Object.keys(into) as Array<keyof LearnerTally>) into[key] += from[key];
}
