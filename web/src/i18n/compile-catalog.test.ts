import { createIntl } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';
import it_ from './catalogs/it.json';
import pt from './catalogs/pt.json';
import { compileCatalog, type CompiledMessage } from './compile-catalog';
import { pseudoMessage } from './pseudo';

const CATALOGS: Record<string, Record<string, string>> = { en, es, fr, de, pt, it: it_ };

/** Formats one message as the app does. */
function format(message: CompiledMessage, locale: string, values: Record<string, unknown>) {
  const intl = createIntl({
    locale,
    messages: { m: message } as Record<string, string>,
    onError: (e) => {
      throw e;
    },
  });
  return intl.formatMessage({ id: 'm' }, values as never);
}

/** A value for every argument: a function for a tag, 3 for a plural, 'other' for a select, else a word. */
function sampleValues(elements: MessageFormatElement[], into: Record<string, unknown> = {}) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into[el.value] =
      el.type === TYPE.tag
        ? (s: string[]) => `[${s.join('')}]`
        : el.type === TYPE.plural || el.type === TYPE.number
          ? 3
          : el.type === TYPE.date || el.type === TYPE.time
            ? new Date(Date.UTC(2026, 10, 27))
            : 'word';
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) sampleValues(option.value, into);
    if (el.type === TYPE.tag) sampleValues(el.children, into);
  }
  return into;
}

describe('catalogs compiled at build time', () => {
  it('format every message of every catalog exactly as its source text does', () => {
    for (const [locale, catalog] of Object.entries(CATALOGS)) {
      const compiled = compileCatalog(catalog);
      expect(Object.keys(compiled)).toEqual(Object.keys(catalog));
      for (const [key, tree] of Object.entries(compiled)) {
        const source = catalog[key] ?? '';
        expect(Array.isArray(tree), `${locale} ${key}`).toBe(true);
        const values = sampleValues(parse(source));
        expect(format(tree, locale, values), `${locale} ${key}`).toEqual(format(source, locale, values));
      }
    }
  });

  it('keeps an empty message empty, so it falls back to English as an empty text does', () => {
    expect(compileCatalog({ a: '', b: 'B' })).toEqual({ a: '', b: [{ type: TYPE.literal, value: 'B' }] });
  });

  it('gives the pseudo-locales a tree they turn without parsing', () => {
    const [tree = ''] = Object.values(compileCatalog({ m: en['wait.minutes'] }));
    const pseudo = pseudoMessage(tree, 'en-XA');
    expect(Array.isArray(pseudo)).toBe(true);
    expect(format(pseudo, 'en', { n: 2 })).toBe(
      format(pseudoMessage(en['wait.minutes'], 'en-XA'), 'en', { n: 2 }),
    );
  });
});
