import type { CorrectionSeverity } from '@inkwell/contract';

/** How the contract's severities read to a learner (decision 171). */
export const SEVERITY_LABELS: Record<CorrectionSeverity, string> = {
  minor: 'Minor',
  major: 'Major',
};

/**
 * The label of a correction's severity, or null when it has none (older assessments, the offline
 * checkers) or one this app does not know: nothing is shown rather than a guess.
 */
export function severityLabel(severity: string | null | undefined): string | null {
  return severity && Object.hasOwn(SEVERITY_LABELS, severity)
    ? SEVERITY_LABELS[severity as CorrectionSeverity]
    : null;
}
