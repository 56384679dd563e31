import type { CorrectionSeverity } from '@inkwell/contract';
import { t, type MessageKey } from '../i18n/runtime';

/** How the contract's severities read to a learner (decision 171): 'Minor', 'Major' in English. */
const SEVERITY_KEYS: Record<CorrectionSeverity, MessageKey> = {
  minor: 'analysis.severity.minor',
  major: 'analysis.severity.major',
};

/**
 * The label of a correction's severity, or null when it has none (older assessments, the offline
 * checkers) or one this app does not know: nothing is shown rather than a guess.
 */
export function severityLabel(severity: string | null | undefined): string | null {
  return severity && Object.hasOwn(SEVERITY_KEYS, severity)
    ? t(SEVERITY_KEYS[severity as CorrectionSeverity])
    : null;
}
