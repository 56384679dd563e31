import { readFileSync } from 'node:fs';
import { ANALYSIS_FAILURE_CODES, ANALYSIS_NOTE_CODES, type CodedParams } from '@inkwell/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { learnerMessage } from '../ai/errors.js';
import { ANALYSIS_FAILED, MODEL_STILL_BUSY } from '../ai/job-failure.js';
import { analysisNote, notesFields } from './notes.js';

/** The web's English catalog: it words the codes the server sends (decision 294). */
const webEnglish = JSON.parse(
  readFileSync(new URL('../../../web/src/i18n/catalogs/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const web = (key: string, values: Record<string, string | number> = {}) =>
  new IntlMessageFormat(webEnglish[key]!, 'en').format(values) as string;

const SAMPLE: Record<string, CodedParams> = {
  'offline.checked_first': { chars: 12000 },
  'model.unusable_corrections': { count: 2 },
  'model.level_cap': { level: 'A2', cap: 5, more: 3 },
  'model.unplaced': { dropped: 1, proposed: 9 },
  'model.length_cap': { count: 4 },
  'model.wrong_language': { found_language: 'es', expected_language: 'en' },
};

describe('coded analysis notes', () => {
  it('say in English, word for word, what the web catalog says for their code', () => {
    for (const code of ANALYSIS_NOTE_CODES) {
      const params = SAMPLE[code];
      const values =
        code === 'model.wrong_language'
          ? { found_language: 'Spanish', expected_language: 'English' }
          : params;
      expect(analysisNote(code, params).text, code).toBe(web(`analysisNote.${code}`, values));
    }
  });

  it('keep notes and codes index for index, and add no codes to an assessment without notes', () => {
    expect(notesFields([])).toEqual({ notes: [] });
    expect(
      notesFields([analysisNote('offline.assessed'), analysisNote('model.length_cap', { count: 2 })]),
    ).toEqual({
      notes: [
        'Assessed offline, without an AI model.',
        'The model proposed more corrections than an entry of this length gets; 2 were left out.',
      ],
      note_codes: [{ code: 'offline.assessed' }, { code: 'model.length_cap', params: { count: 2 } }],
    });
  });
});

describe('coded failure reasons', () => {
  it('each have their English in the web catalog, as the server writes it', () => {
    for (const code of ANALYSIS_FAILURE_CODES)
      expect(webEnglish[`analysisFailure.${code}`], code).toBeTruthy();
    expect(web('analysisFailure.analysis.failed')).toBe(ANALYSIS_FAILED);
    expect(web('analysisFailure.model.still_busy')).toBe(MODEL_STILL_BUSY);
    expect(web('analysisFailure.model.cut_off')).toBe(learnerMessage('cut_off'));
    expect(web('analysisFailure.model.unreachable')).toBe(learnerMessage('http'));
    expect(web('analysisFailure.quota.daily_model_calls', { limit: 300, hours: 1 })).toBe(
      'Your daily limit of 300 model requests is used up; it renews in about 1 hour.',
    );
  });
});
