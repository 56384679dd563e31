import { describe, expect, it } from 'vitest';
import { sessionLanguage } from './session-language.js';

const input = (language: unknown) => JSON.stringify({ kind: 'vocab', title: 'went', language });

describe('sessionLanguage', () => {
  it('answers the language the first readable module input names', () => {
    expect(sessionLanguage([{ input: input('pt') }, { input: input('de') }])).toBe('pt');
  });

  it('skips an input that cannot be read or names no language', () => {
    expect(sessionLanguage([{ input: 'not json' }, { input: input('') }, { input: input('ko') }])).toBe('ko');
    expect(sessionLanguage([{ input: '{}' }, { input: input(3) }])).toBeNull();
  });

  it('is null for a session with no module yet', () => {
    expect(sessionLanguage([])).toBeNull();
  });
});
