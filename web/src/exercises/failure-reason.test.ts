import { afterEach, describe, expect, it } from 'vitest';
import es from '../i18n/catalogs/es.json';
import { applyCatalog } from '../i18n/runtime';
import { failureReasonText } from './failure-reason';

afterEach(() => applyCatalog('en', {}));

const noConcepts = {
  failure_reason: 'No concepts to practise were found',
  failure_reason_coded: { code: 'no_concepts' },
};
const moduleFailed = {
  failure_reason: 'Module “ser / estar” could not be generated: The model timed out',
  failure_reason_coded: { code: 'module_failed', params: { concept: 'ser / estar' } },
};

describe('failureReasonText', () => {
  it('words a coded reason in the interface language', () => {
    applyCatalog('es', es);
    expect(failureReasonText(noConcepts)).toBe('No se encontraron conceptos para practicar');
    expect(failureReasonText(moduleFailed)).toBe('No se pudieron crear los ejercicios sobre «ser / estar»');
  });

  it('keeps the spec’s English sentence in English', () => {
    expect(failureReasonText(noConcepts)).toBe('No concepts to practise were found');
  });

  it('shows an uncoded reason in English only, and a general sentence in another language', () => {
    const uncoded = { failure_reason: 'Something odd happened', failure_reason_coded: null };
    expect(failureReasonText(uncoded)).toBe('Something odd happened');
    applyCatalog('es', es);
    expect(failureReasonText(uncoded)).toBe('No se pudieron crear los ejercicios');
    expect(failureReasonText({ failure_reason: 'x', failure_reason_coded: { code: 'newer_code' } })).toBe(
      'No se pudieron crear los ejercicios',
    );
  });

  it('says nothing when there is no reason', () => {
    expect(failureReasonText({ failure_reason: null })).toBeNull();
  });
});
