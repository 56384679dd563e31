import type { AssessmentCorrection, CorrectionCategory, CorrectionSeverity } from '@inkwell/contract';
import { categoryOf } from './correction-category';
import { PENDING_STATE, type CorrectionState } from './correction-states';

/** A correction as the editor shows it (the data model: "Local correction"), with its state and colour slot. */
export interface EditorCorrection {
  id: string;
  original: string;
  corrected: string;
  explanation: string;
  category: CorrectionCategory;
  /** 'major' or 'minor' when the assessor gave one (the model does; older data may not). */
  severity?: CorrectionSeverity | null;
  start: number;
  end: number;
  accepted: boolean;
  rejected: boolean;
  /** Position in text order, which picks the highlight colour. */
  colorIndex: number;
  /** A flag names something to check but no replacement: it can be dismissed, never accepted (issue 22). */
  flag?: boolean;
}

/** Corrections in text order with their category settled and their merged state applied. */
export function toEditorCorrections(
  corrections: readonly AssessmentCorrection[],
  states: Readonly<Record<string, CorrectionState>>,
): EditorCorrection[] {
  return [...corrections]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((c, index) => {
      const state = states[c.id] ?? PENDING_STATE;
      return {
        id: c.id,
        original: c.original,
        corrected: c.corrected,
        explanation: c.explanation,
        category: categoryOf(c),
        severity: c.severity ?? null,
        flag: c.finding === 'flag',
        start: c.start,
        end: c.end,
        accepted: state.accepted,
        rejected: state.rejected,
        colorIndex: index,
      };
    });
}
