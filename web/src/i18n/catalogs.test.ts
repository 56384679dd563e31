import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';
import it_ from './catalogs/it.json';
import pt from './catalogs/pt.json';

const TRANSLATIONS: Record<string, Record<string, string>> = { es, fr, de, pt, it: it_ };

/**
 * Values a translation may keep identical to the English one: names and words the language has borrowed
 * (Italian says "Home" and "Password"). Anything else equal to English is an untranslated message.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  it: ['nav.home', 'auth.password'],
  es: ['journal.loadFailed'],
  // A fix between the language's own quotation marks, which Portuguese shares with English.
  pt: ['card.face.fix'],
  fr: [
    'journal.revisions.version',
    'progress.category.accents',
    'review.question',
    'player.points',
    'player.minutes',
  ],
  de: ['journal.revisions.version', 'deck.definition'],
};

/** Short English words that no sentence of these five languages contains. */
const ENGLISH_WORDS = /\b(the|your|you|please|and|with|this|could|been|was|have|again)\b/i;

/** The argument names a message uses (placeholders, plural and select variables, tags). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

/** Literal text of a message, without its placeholders. */
function literalsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return Object.values(el.options)
          .map((o) => literalsOf(o.value))
          .join(' ');
      if (el.type === TYPE.tag) return literalsOf(el.children);
      return ' ';
    })
    .join('');
}

describe('message catalogs', () => {
  it('every ICU message of every catalog parses', () => {
    for (const catalog of [en, ...Object.values(TRANSLATIONS)])
      for (const [key, message] of Object.entries(catalog))
        expect(() => parse(message), `${key}: ${message}`).not.toThrow();
  });

  describe.each(Object.entries(TRANSLATIONS))('%s', (language, catalog) => {
    it('has every English key and no other', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    });

    it('uses the same placeholders as English', () => {
      for (const [key, english] of Object.entries(en)) {
        const message = catalog[key] ?? '';
        expect([...argumentsOf(parse(message))].sort(), key).toEqual([...argumentsOf(parse(english))].sort());
      }
    });

    it('leaves no English behind', () => {
      const allowed = SAME_AS_ENGLISH[language] ?? [];
      for (const [key, english] of Object.entries(en)) {
        const message = catalog[key] ?? '';
        if (!allowed.includes(key)) expect(message, key).not.toBe(english);
        expect(literalsOf(parse(message)), key).not.toMatch(ENGLISH_WORDS);
      }
    });
  });

  it('Portuguese stays Brazilian (você, salvar): no European progressive such as "A escrever…"', () => {
    const european = Object.entries(pt).filter(([, v]) => /^(?:A|Estou a|Está a) \p{L}+[aei]r\b/u.test(v));
    expect(european).toEqual([]);
  });

  it('holds the English words the checks look for (the check can fail)', () => {
    expect(literalsOf(parse(en['profile.saved']))).toMatch(ENGLISH_WORDS);
  });
});
