import { describe, expect, it } from 'vitest';
import { categoryTitle, explainedIssue, ruleDescription, ruleTitleIn } from './explain-issues.js';
import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';

const base: CheckIssue = {
  start: 0,
  end: 4,
  original: 'komt',
  corrected: 'kommt',
  explanation: 'Harper says so.',
  category: 'spelling',
  rule: 'SpellCheck',
};

describe('findings in the explanation language (decision 303)', () => {
  it('English keeps every rule’s own words, Harper’s included', () => {
    expect(explainedIssue(base, 'en')).toBe(base);
  });

  it('a rule’s catalog message is rendered in the learner’s language, quoted words untouched', () => {
    const issue = { ...base, ...explained('spelling.sure', { word: 'komt', corrected: 'kommt' }) };
    expect(issue.explanation).toBe('“komt” is spelled “kommt”.');
    expect(explainedIssue(issue, 'es').explanation).toBe('“komt” se escribe “kommt”.');
    expect(explainedIssue(issue, 'de').explanation).toBe('“komt” schreibt man “kommt”.');
  });

  it('a finding with no message (a Harper lint) reads a sentence for its category and kind', () => {
    expect(explainedIssue(base, 'es').explanation).toBe('“komt” se escribe “kommt”.');
    const other = { ...base, rule: 'SomeLint' };
    expect(explainedIssue(other, 'es').explanation).toBe('Ortografía: escribe “kommt” en lugar de “komt”.');
    const removal = { ...base, original: 'the', corrected: '', category: 'grammar' as const };
    expect(explainedIssue(removal, 'fr').explanation).toBe('Grammaire : supprimez “the”.');
    const flag = { ...base, finding: 'flag' as const };
    expect(explainedIssue(flag, 'it').explanation).toMatch(/^Ortografia: controlla “komt”/);
  });

  it('names rules and describes them from the catalog; a rule with no name falls back', () => {
    expect(ruleTitleIn('de-verb-final', 'pt')).toBe('O verbo no fim depois de weil, dass, wenn');
    expect(ruleTitleIn('AnA', 'de')).toBe('a oder an');
    expect(ruleTitleIn('PronounVerbAgreement', 'es')).toBeNull();
    expect(categoryTitle('word_order', 'es')).toBe('Orden de las palabras');
    expect(ruleDescription('es-muy-mucho', 'fr')).toBe('*muy* ne se met pas devant *mucho*.');
    expect(ruleDescription('PronounVerbAgreement', 'fr')).toBeNull();
  });
});
