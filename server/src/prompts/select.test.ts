import { describe, expect, it } from 'vitest';
import { bankPrompt, parsePromptId, pickPrompt, promptBand } from './select.js';

describe('prompt selection', () => {
  it('maps the learner level to a bank band', () => {
    expect(promptBand('B2')).toBe('B2');
    expect(promptBand('C2')).toBe('C1');
    expect(promptBand(null)).toBe('A2');
    expect(promptBand('Z9')).toBe('A2');
  });

  it('parses only ids a bank holds', () => {
    expect(parsePromptId('b1-07')).toEqual({ band: 'B1', index: 6 });
    expect(parsePromptId('b1-00')).toBeNull();
    expect(parsePromptId('b1-99')).toBeNull();
    expect(parsePromptId('c2-01')).toBeNull();
    expect(parsePromptId('x')).toBeNull();
  });

  it('gives the same prompt in the native language as a translation', () => {
    expect(bankPrompt('a1-01', 'de', 'en')).toEqual({
      id: 'a1-01',
      text: 'Was isst du zum Frühstück?',
      level: 'A1',
      translation: 'What do you eat for breakfast?',
    });
    expect(bankPrompt('a1-01', 'de', 'ja')?.translation).toBeNull();
    expect(bankPrompt('a1-01', 'ja', 'en')).toBeNull();
  });

  it('picks in the band and skips excluded ids while others remain', () => {
    expect(pickPrompt('fr', 'en', 'B1', [], 0)?.id).toBe('b1-01');
    expect(pickPrompt('fr', 'en', 'B1', ['b1-01'], 0)?.id).toBe('b1-02');
    expect(pickPrompt('fr', 'en', 'B1', [], 0.9999)?.id).toBe('b1-20');
    const all = Array.from({ length: 20 }, (_, i) => `b1-${String(i + 1).padStart(2, '0')}`);
    expect(pickPrompt('fr', 'en', 'B1', all, 0)?.id).toBe('b1-01');
    expect(pickPrompt('sv', 'en', 'B1', [], 0)).toBeNull();
  });
});
