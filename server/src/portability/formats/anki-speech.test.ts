import { describe, expect, it } from 'vitest';
import { ankiSpeechLocale } from './anki-speech.js';

describe('the locale Anki reads a language aloud in', () => {
  it("takes the learner's variety when it is of that language", () => {
    expect(ankiSpeechLocale('es', 'es-MX')).toBe('es_MX');
    expect(ankiSpeechLocale('pt', 'pt-PT')).toBe('pt_PT');
  });

  it("ignores a variety of another language and takes the language's first listed one", () => {
    expect(ankiSpeechLocale('de', 'es-MX')).toBe('de_DE');
    expect(ankiSpeechLocale('pt', null)).toBe('pt_BR');
  });

  it('uses the usual region of a language without varieties, else the bare code', () => {
    expect(ankiSpeechLocale('ja', null)).toBe('ja_JP');
    expect(ankiSpeechLocale('sv', undefined)).toBe('sv_SE');
    expect(ankiSpeechLocale('la', null)).toBe('la');
  });
});
