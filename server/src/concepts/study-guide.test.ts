import { describe, expect, it } from 'vitest';
import { offlineStudyGuide } from './study-guide.js';

const input = {
  title: 'Ser vs estar',
  description: 'Use estar for temporary states and locations.',
  examples: ['Yo soy cansado → Yo estoy cansado', 'La casa está cerca.', 'La casa está cerca.'],
  difficulty_level: 'intermediate',
  tags: ['verbs'],
  target_language: 'es',
};

describe('offlineStudyGuide', () => {
  it('explains with the concept description, lists examples and the recorded mistakes', () => {
    expect(offlineStudyGuide(input)).toEqual({
      explanation: 'Ser vs estar (intermediate): Use estar for temporary states and locations.',
      // The corrected window may hold a mistake nobody caught: only the fixed span is taught.
      examples: ['La casa está cerca.'],
      common_mistakes: [{ mistake: 'soy', correction: 'estoy' }],
      source: 'offline',
    });
  });
  it('a concept with no description or examples gets its title and no invented content', () => {
    expect(offlineStudyGuide({ ...input, description: ' ', examples: [], difficulty_level: '' })).toEqual({
      explanation: 'Ser vs estar',
      examples: [],
      common_mistakes: [],
      source: 'offline',
    });
  });
});
