import type { AssessmentCorrection } from '@inkwell/contract';
import { CorrectionsEditor } from './CorrectionsEditor';
import { useCorrections } from './use-corrections';

/** The corrections editor wired to the entry's correction states (server + browser cache). */
export function EntryCorrections({
  entryId,
  content,
  corrections,
  language = null,
  pending = false,
}: {
  entryId: string;
  content: string;
  corrections: readonly AssessmentCorrection[];
  /** The entry's language: corrected sentences can be heard in it. */
  language?: string | null;
  /** The assessment has not arrived: the text without highlights, list or chips. */
  pending?: boolean;
}) {
  const controller = useCorrections(entryId, corrections);
  return (
    <CorrectionsEditor
      content={content}
      corrections={controller.corrections}
      onAccept={controller.accept}
      onReject={controller.reject}
      onAcceptAll={controller.acceptAll}
      language={language}
      pending={pending}
    />
  );
}
