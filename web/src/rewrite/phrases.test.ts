import { describe, expect, it } from 'vitest';
import { wordDiff } from '../lib/word-diff';
import { changedPhrases, diffSides, phraseFrom, sentenceAround } from './phrases';

const MINE = 'Gestern ich bin mit meine Freunde gegangen. Am Abend ich war müde.';
const NATIVE = 'Gestern bin ich mit meinen Freunden gegangen. Abends war ich todmüde.';

describe('native-like version phrases', () => {
  it('lists the spans the native version added, trimmed and each once', () => {
    const phrases = changedPhrases(wordDiff(MINE, NATIVE));
    expect(phrases).toContain('meinen Freunden');
    expect(phrases.some((p) => p.includes('todmüde'))).toBe(true);
    expect(phrases.every((p) => p === p.trim() && !/^[.,!?]|[.,!?]$/.test(p))).toBe(true);
    expect(new Set(phrases).size).toBe(phrases.length);
    expect(changedPhrases(wordDiff(MINE, NATIVE), 1)).toHaveLength(1);
  });

  it('makes a selection a phrase: no edge punctuation, nothing without letters, bounded', () => {
    expect(phraseFrom('  «todmüde.»  ')).toBe('todmüde');
    expect(phraseFrom(' ... ')).toBe('');
    expect(phraseFrom('a'.repeat(201))).toBe('');
  });

  it('finds the sentence around a phrase for the example', () => {
    expect(sentenceAround(NATIVE, 'todmüde')).toBe('Abends war ich todmüde.');
    expect(sentenceAround(NATIVE, 'meinen Freunden')).toBe('Gestern bin ich mit meinen Freunden gegangen.');
    expect(sentenceAround(NATIVE, 'nirgends')).toBe('');
  });

  it('splits the diff into the learner side and the native side', () => {
    const { learner, native } = diffSides(wordDiff(MINE, NATIVE));
    expect(learner.map((p) => p.text).join('')).toBe(MINE);
    expect(native.map((p) => p.text).join('')).toBe(NATIVE);
  });
});
