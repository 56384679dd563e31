import { describe, expect, it } from 'vitest';
import { decodeEditDraft, encodeEditDraft } from './entry-edit-draft';

describe('entry edit drafts', () => {
  it('round-trips content and version', () => {
    expect(decodeEditDraft(encodeEditDraft({ content: 'Hola\nmundo', version: 3 }))).toEqual({
      content: 'Hola\nmundo',
      version: 3,
    });
  });
  it.each([
    null,
    '',
    'not json',
    '{"content":1,"version":1}',
    '{"content":"x"}',
    '{"content":"x","version":1.5}',
  ])('treats %j as no draft', (raw) => {
    expect(decodeEditDraft(raw)).toBeNull();
  });
});
