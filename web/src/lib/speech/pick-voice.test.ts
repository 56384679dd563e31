import { describe, expect, it } from 'vitest';
import { pickVoice, speechTag } from './pick-voice';

const voices = [
  { name: 'English', lang: 'en-US', default: true },
  { name: 'Korean remote', lang: 'ko-KR', localService: false },
  { name: 'Korean local', lang: 'ko_KR', localService: true },
  { name: 'Portuguese PT', lang: 'pt-PT' },
  { name: 'Portuguese BR', lang: 'pt-BR' },
];

describe('pickVoice', () => {
  it('finds a voice by the primary language of a plain code', () => {
    expect(pickVoice(voices, 'ko')?.name).toBe('Korean local');
  });

  it('prefers the exact region when one is asked for', () => {
    expect(pickVoice(voices, 'pt-BR')?.name).toBe('Portuguese BR');
    expect(pickVoice(voices, 'PT-pt')?.name).toBe('Portuguese PT');
  });

  it('gives nothing when no voice speaks the language, or none is asked for', () => {
    expect(pickVoice(voices, 'ja')).toBeUndefined();
    expect(pickVoice(voices, '')).toBeUndefined();
    expect(pickVoice([], 'en')).toBeUndefined();
  });
});

describe('speechTag', () => {
  it("asks for the profile's region only when it is of the text's language", () => {
    expect(speechTag('pt', 'pt-BR')).toBe('pt-BR');
    expect(speechTag('pt', 'es-MX')).toBe('pt');
    expect(speechTag('de', null)).toBe('de');
    expect(pickVoice(voices, speechTag('pt', 'pt-PT'))?.name).toBe('Portuguese PT');
  });
});
