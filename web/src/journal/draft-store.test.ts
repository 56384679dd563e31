import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';

describe('draft store', () => {
  beforeEach(() => localStorage.clear());
  const key = draftKey('user-1', '2026-11-22');

  it('keeps drafts apart per owner and day', () => {
    saveDraft(key, 'Hola');
    expect(loadDraft(key)).toBe('Hola');
    expect(loadDraft(draftKey('user-2', '2026-11-22'))).toBeNull();
    expect(loadDraft(draftKey('user-1', '2026-11-23'))).toBeNull();
  });

  it('drops blank drafts and clears after a save', () => {
    saveDraft(key, 'Hola');
    saveDraft(key, '  ');
    expect(loadDraft(key)).toBeNull();
    saveDraft(key, 'Hola');
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const full = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(() => saveDraft(key, 'x', full)).not.toThrow();
    expect(loadDraft(key, full)).toBeNull();
    expect(() => clearDraft(key, full)).not.toThrow();
  });
});
