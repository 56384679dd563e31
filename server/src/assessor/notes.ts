import type { AnalysisNoteCode, AssessmentData, CodedParams, CodedText } from '@inkwell/contract';
import { languageName } from './language.js';
import { NO_OFFLINE_CHECKER } from './offline/feedback.js';

/** One remark on an assessment: its code and values, and the English sentence stored beside them. */
export interface CodedNote {
  code: AnalysisNoteCode;
  params?: CodedParams;
  text: string;
}

const n = (p: CodedParams, key: string) => Number(p[key] ?? 0);
const s = (p: CodedParams, key: string) => String(p[key] ?? '');

/**
 * The English of each note, word for word as before the codes (web/src/i18n/catalogs/en.json holds the
 * same sentences as `analysisNote.<code>`; notes.test.ts compares them).
 */
const ENGLISH: Record<AnalysisNoteCode, (p: CodedParams) => string> = {
  'offline.assessed': () => 'Assessed offline, without an AI model.',
  'offline.checked_as_english': () => 'No target language was set, so the entry was checked as English.',
  'offline.no_checker': () => NO_OFFLINE_CHECKER,
  'offline.checked_first': (p) =>
    `Only the first ${n(p, 'chars').toLocaleString('en-US')} characters of this entry were checked offline.`,
  'offline.part_unchecked': () =>
    'Part of this entry could not be checked offline in time, so mistakes there are not marked.',
  'model.unusable_corrections': (p) =>
    `${n(p, 'count')} of the model's corrections came in an unusable form and were left out.`,
  'model.level_cap': (p) =>
    `A learner at ${s(p, 'level')} gets the ${n(p, 'cap')} most important corrections; ${n(p, 'more')} more were left out.`,
  'model.unplaced': (p) =>
    `${n(p, 'dropped')} of the model's ${n(p, 'proposed')} corrections could not be placed in the text and were left out.`,
  'model.length_cap': (p) =>
    `The model proposed more corrections than an entry of this length gets; ${n(p, 'count')} were left out.`,
  'model.wrong_language': (p) =>
    `The explanations seem to be written in ${languageName(s(p, 'found_language'))}, not in ${languageName(s(p, 'expected_language'))} as asked.`,
};

/** A note by its code: `analysisNote('model.length_cap', { count: 3 })`. */
export function analysisNote(code: AnalysisNoteCode, params?: CodedParams): CodedNote {
  return { code, ...(params ? { params } : {}), text: ENGLISH[code](params ?? {}) };
}

const codedOf = ({ code, params }: CodedNote): CodedText => (params ? { code, params } : { code });

/** The assessment's `notes` (English) and, when there are any, their `note_codes` index for index. */
export function notesFields(notes: readonly CodedNote[]): Pick<AssessmentData, 'notes' | 'note_codes'> {
  if (notes.length === 0) return { notes: [] };
  return { notes: notes.map((note) => note.text), note_codes: notes.map(codedOf) };
}

/** Adds a note to a finished assessment, keeping `notes` and `note_codes` aligned. */
export function addNote(data: AssessmentData, note: CodedNote): void {
  // Notes written before the codes (or without one) keep a null code at their place.
  const codes = data.note_codes ?? data.notes.map(() => null);
  data.notes.push(note.text);
  data.note_codes = [...codes, codedOf(note)];
}
