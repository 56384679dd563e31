import type { AssessmentCorrection } from '@inkwell/contract';
import { en } from './catalogs/en.js';
import type { CheckIssue, CheckResult } from './issue.js';

/**
 * Fixes and flags (issue 22, decision 216): a fix names the right form, a flag only what to check. A
 * flag reaches the learner with `corrected` equal to `original`, so nothing that reads corrections (the
 * editor's Accept, exercises, cards) can take a guess for the right form.
 */

/** Placeholder replacement so the anchoring, which drops no-op corrections, keeps a flag with none. */
const NO_REPLACEMENT = '…';

export function forAnchoring(issue: CheckIssue): CheckIssue {
  return issue.finding === 'flag' && issue.corrected === issue.original
    ? { ...issue, corrected: NO_REPLACEMENT }
    : issue;
}

const sameSpan = (c: AssessmentCorrection, i: CheckIssue) => i.start === c.start && i.end === c.end;

/** Each anchored correction as a fix or a flag, after the checker's issue at its span. */
export function markFindings(
  corrections: readonly AssessmentCorrection[],
  issues: readonly CheckIssue[],
): AssessmentCorrection[] {
  return corrections.map((c) =>
    issues.find((i) => sameSpan(c, i))?.finding === 'flag' ? asFlagged(c) : { ...c, finding: 'fix' },
  );
}

function asFlagged(c: AssessmentCorrection, note = ''): AssessmentCorrection {
  return {
    ...c,
    corrected: c.original,
    explanation: note ? `${c.explanation} ${note}` : c.explanation,
    finding: 'flag',
  };
}

const SELF_CHECK_NOTE = en['generic.selfCheck'];

/**
 * A fix must survive its own checker: the fix's sentence is checked again with the fix applied, and a
 * fix whose span then draws any finding (the gender still wrong after an accent is added, a form the
 * dictionary does not know) becomes a flag.
 */
export async function selfChecked(
  text: string,
  corrections: readonly AssessmentCorrection[],
  check: (window: string) => Promise<CheckResult>,
  note: string = SELF_CHECK_NOTE,
): Promise<AssessmentCorrection[]> {
  const out: AssessmentCorrection[] = [];
  for (const c of corrections) {
    if (c.finding === 'flag') {
      out.push(c);
      continue;
    }
    const from = windowStart(text, c);
    const to = Math.max(c.end, from + c.context.length);
    const window = text.slice(from, c.start) + c.corrected + text.slice(c.end, to);
    const fixedStart = c.start - from;
    const fixedEnd = fixedStart + c.corrected.length;
    const { issues } = await check(window);
    const drawn = issues.some((i) =>
      fixedEnd === fixedStart
        ? i.start <= fixedEnd && i.end >= fixedStart
        : i.start < fixedEnd && i.end > fixedStart,
    );
    out.push(drawn ? asFlagged(c, note) : c);
  }
  return out;
}

/** Where the correction's sentence (its `context`) starts in the text; the span itself failing that. */
function windowStart(text: string, c: AssessmentCorrection): number {
  if (!c.context) return c.start;
  const at = text.lastIndexOf(c.context, c.start);
  return at >= 0 && at + c.context.length >= c.end ? at : c.start;
}
