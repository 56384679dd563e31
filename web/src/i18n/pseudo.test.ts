import { createIntl } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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

/** A value for every argument of `message`: a function for a tag, a number for anything else. */
function sampleValues(message: string, into: Record<string, unknown> = {}): Record<string, unknown> {
  const visit = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      into[el.value] = el.type === TYPE.tag ? (s: string[]) => s.join('') : 1;
      if (el.type === TYPE.plural || el.type === TYPE.select)
        for (const option of Object.values(el.options)) visit(option.value);
      if (el.type === TYPE.tag) visit(el.children);
    }
  };
  visit(parse(message));
  return into;
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
        expect(() => format(message, locale, sampleValues(message))).not.toThrow();
      }
    }
  });
});
