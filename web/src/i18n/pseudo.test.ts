import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import en from './catalogs/en.json';
import { accentText, pseudoCatalog, pseudoMessage } from './pseudo';

/** Formats one message as the app does (throws on a message that does not parse). */
function format(
  message: string,
  locale: string,
  values?: Parameters<ReturnType<typeof createIntl>['formatMessage']>[1],
) {
  const intl = createIntl({
    locale,
    messages: { m: message },
    onError: (e) => {
      throw e;
    },
  });
  return intl.formatMessage({ id: 'm' }, values as never);
}

describe('pseudo-locales', () => {
  it('accents letters and makes a text about 30 % longer', () => {
    const text = 'Save Changes';
    const pseudo = accentText(text);
    expect(pseudo).toMatch(/^Šávé Çháñgéš~+$/);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.round(text.length * 1.3));
  });

  it('keeps placeholders, plural keywords and tags so every message still formats', () => {
    const message = pseudoMessage(en['wait.minutes'], 'en-XA');
    expect(message).toContain('{n,plural,one{');
    expect(format(message, 'en', { n: 2 })).toBe('íñ ~2 míñútéš~~~');
    const tagged = pseudoMessage(en['auth.checkEmail.signupSent'], 'en-XA');
    expect(format(tagged, 'en', { email: 'a@b.c', b: (s: string[]) => `[${s.join('')}]` })).toMatch(
      /^Wé šéñt .*\[a@b\.c\]\.~+$/,
    );
  });

  it('turns every message of the English catalog, with none left as it was', () => {
    for (const locale of ['en-XA', 'ar-XB'] as const) {
      const catalog = pseudoCatalog(en, locale);
      expect(Object.keys(catalog)).toEqual(Object.keys(en));
      for (const [key, message] of Object.entries(catalog)) {
        expect(message, key).not.toBe(en[key as keyof typeof en]);
        expect(() =>
          format(message, locale, {
            n: 1,
            limit: 2,
            words: 3,
            entries: 4,
            email: 'x',
            message: 'y',
            wait: 'z',
            // Server text as data and the decks and exercises (decision 291).
            ...Object.fromEntries(
              ['concepts', 'more', 'date', 'wrong', 'right', 'description', 'sentence', 'name', 'percent']
                .concat(['rating', 'interval', 'level', 'title', 'status', 'slide', 'total', 'answers'])
                .concat(['ready', 'max', 'kind', 'phase', 'answer', 'd'])
                .map((k) => [k, 1]),
            ),
            // The analysis screens' values (issue 26): every message must format in the pseudo-locales too.
            ...Object.fromEntries(
              ['time', 'model', 'change', 'original', 'list', 'word', 'first', 'last', 'level'].map((v) => [
                v,
                v,
              ]),
            ),
            ...Object.fromEntries(
              ['k', 'chars', 'count', 'cap', 'more', 'dropped', 'proposed', 'hours'].map((v) => [v, 5]),
            ),
            found_language: 'de',
            expected_language: 'en',
            b: (s: string[]) => s.join(''),
          }),
        ).not.toThrow();
      }
    }
  });
});
