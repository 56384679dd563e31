// The assessment feature's public parts, composed by the journal detail route.
export { AnalyzeButton } from './AnalyzeButton';
export { AnalyzeEntryAction } from './AnalyzeEntryAction';
export { AssessmentCard } from './AssessmentCard';
export { AssessmentPanel, EntryAssessmentSection } from './EntryAssessmentSection';
export { ConceptPicker, type ConceptPickerProps } from './ConceptPicker';
export { CorrectionsEditor, type CorrectionsEditorProps } from './CorrectionsEditor';
export { AnalyzedEntryContent } from './AnalyzedEntryContent';
export { EntryCorrections } from './EntryCorrections';
export { analysisProgressQuery, type CompletedAssessment } from './api/get-analysis-progress';
export type { EditorCorrection } from './editor-corrections';
export { useCorrections, type CorrectionsController } from './use-corrections';
export {
  useEntryAnalysis,
  useFinishedAssessment,
  type AnalysisStatus,
  type AnalyzableEntry,
  type EntryAnalysis,
} from './use-entry-analysis';
