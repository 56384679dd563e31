import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishFallbacks } from './api-fallbacks';

const root = join(import.meta.dirname, '..');
/** The web's modules (tests aside), as paths from the repository root. */
const modules = readdirSync(join(root, 'web/src'), { recursive: true, encoding: 'utf8' })
  .map((f) => `web/src/${f.split('\\').join('/')}`)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\/test\//.test(f))
  .sort();

describe('englishFallbacks', () => {
  it('finds English fallbacks in options, default parameters, postForStatus and _ERROR constants', () => {
    const source = [
      "apiFetch(p, { fallback: 'Failed to add the word' });",
      "export function useUpdateMe(fallback = 'Failed to update profile') {}",
      "return postForStatus(`${paths.session(id)}/cancel`, 'Failed to cancel exercise generation');",
      "export const STATUS_ERROR = 'Failed to get exercise session status';",
    ].join('\n');
    expect(englishFallbacks(source).map((f) => f.line)).toEqual([1, 2, 3, 4]);
  });

  it('leaves catalog lookups and option values alone', () => {
    const source = [
      "apiFetch(p, { fallback: t('apiError.deck.addWord') });",
      "new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });",
      "return postForStatus('/exercises/sessions', t('apiError.session.create'), jsonBody(input));",
    ].join('\n');
    expect(englishFallbacks(source)).toEqual([]);
  });
});

describe('error fallbacks of the web’s API modules (issue 26)', () => {
  it('come from the catalogs, never an English sentence', () => {
    const offending = modules.flatMap((f) =>
      englishFallbacks(readFileSync(join(root, f), 'utf8')).map((l) => `${f}:${l.line} ${l.text}`),
    );
    expect(offending).toEqual([]);
  });
});
