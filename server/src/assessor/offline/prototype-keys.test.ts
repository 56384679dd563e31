import { describe, expect, it } from 'vitest';
import { checkText } from './checker.js';

/**
 * Words named like the properties every JavaScript object inherits. The rules keep their word tables in
 * plain objects; a lookup `table[word]` that is not an own-property read hands the rule a function as the
 * "right form" for these words: a crash (sameCase calls charAt on it) or a fix that reads
 * "function toString() { [native code] }". Each language places them where its rules look.
 */
const KEYS = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
];

/** Sentence shapes per language; W is the key: after an article or a preposition, as a verb, as a noun. */
const SHAPES: Record<string, string[]> = {
  de: [
    'Ich habe das W gesehen.',
    'Ich fahre mit W Auto.',
    'Ich gehe mit dem W.',
    'Ich bin W nach Hause gegangen.',
    'Gestern W ich ins Kino.',
    'Ich weiß, dass W gestresst bist.',
    'W Haus ist groß.',
    'W kleine Haus ist alt.',
    'Der W ist hier, aber W.',
  ],
  es: [
    'Veo el W.',
    'Voy a la W con W.',
    'Yo W mucho.',
    'W es bueno.',
    'W miedo de los perros.',
    'W profesor en un colegio.',
    'W cansado hoy.',
    'Ayer yo W al cine.',
    'el W casa y una W libro',
    'Vivo aquí desde W años.',
  ],
  fr: [
    "J'ai W le bus.",
    'Nous avons W les courses.',
    'Je W allé à la plage.',
    'Ils ont W en retard.',
    'W maison est grande.',
    'Je mange de W pain.',
    'Je vais à W cinéma.',
    'Ma W est ici.',
    'un W maison',
  ],
  it: ['Ho W il libro.', 'Vado alla W.', 'Io W molto.', 'W casa è bella.', 'un W casa', 'Sono W a casa.'],
  pt: ['Eu tenho W o livro.', 'Vou à W.', 'Eu W muito.', 'W casa é bonita.', 'um W casa', 'Tenho W um bolo.'],
  nl: ['Ik heb het W gezien.', 'De W is hier.', 'W is goed.', 'Ik W veel.'],
  en: [
    'I have W the bus.',
    'She W every day.',
    'My sister W chocolate.',
    'It is more W than English.',
    'Yesterday I W there.',
    'I enjoy to W.',
    'I look forward to W from you.',
    'People W friendly.',
    'I want to W it.',
    'every W of the year',
    'I W a photo.',
    'He W me that.',
  ],
};

const capitalised = (w: string) => w[0]!.toUpperCase() + w.slice(1);
/** What a function or object turned into text looks like in a finding. */
const LEAKED = /native code|function |\[object /;

describe('words named like object properties (every offline language)', () => {
  for (const [language, shapes] of Object.entries(SHAPES))
    it(`${language}: no crash and no inherited property taken for a table entry`, async () => {
      for (const key of KEYS)
        for (const word of [key, capitalised(key)]) {
          const text = shapes.map((s) => s.replaceAll('W', word)).join(' ');
          const { issues } = await checkText(text, language);
          for (const found of issues) {
            expect(typeof found.corrected, `${language}: ${text}`).toBe('string');
            expect(typeof found.explanation, `${language}: ${text}`).toBe('string');
            expect(found.corrected, `${language}: ${text}`).not.toMatch(LEAKED);
            expect(found.explanation, `${language}: ${text}`).not.toMatch(LEAKED);
            // The catalog message carries the same words as data for the learner's language.
            for (const value of Object.values(found.message?.values ?? {}))
              expect(String(value), `${language}: ${text}`).not.toMatch(LEAKED);
          }
        }
    }, 60_000);

  it('a language code named like a property has no checker (and no crash)', async () => {
    for (const key of KEYS) expect((await checkText('Le chat dort.', key)).issues).toEqual([]);
  });
});
