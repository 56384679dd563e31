import type { JournalEntry } from '@inkwell/contract';
import type { ComponentType } from 'react';

/** What every slot of the detail page receives. */
export interface EntrySlotProps {
  entry: JournalEntry;
  /** True while the learner has edits not yet saved (e.g. analysis should wait for a save). */
  hasUnsavedChanges: boolean;
}

/**
 * Places on the journal detail page for the parts later features own. Features don't import each
 * other, so the route (web/src/routes/JournalDetailRoute.tsx) passes them in: `<JournalDetailPage slots={{…}} />`.
 * An empty slot renders nothing.
 */
export interface JournalDetailSlots {
  /** Beside Save Changes: the Analyze Entry button (assessment) and the launch-exercise button (exercises). */
  actions?: ComponentType<EntrySlotProps>;
  /**
   * Replaces the plain text from the start of an analysis: the corrections found so far, then the
   * corrections editor with inline corrections.
   * Without it, the analyzed entry shows as plain text.
   */
  analyzedContent?: ComponentType<EntrySlotProps>;
  /** Below the content: the 'AI Assessment' card and the concept picker. */
  assessment?: ComponentType<EntrySlotProps>;
  /** Last in the header: deleting the entry (portability), named by the day as the page shows it. */
  deleteAction?: ComponentType<EntrySlotProps & { dayLabel: string }>;
}
