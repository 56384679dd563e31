import { describe, expect, it } from 'vitest';
import { checkSpelling } from './hunspell.js';
import { asFixes } from './fixes.test-support.js';
import { loadSpeller } from './speller.js';
import { knownWithPrefix, suspendedPart } from './word-parts.js';

const fixes = async (text: string, language: string) => asFixes(await checkSpelling(text, language));

describe('knownWithPrefix (French)', () => {
  it('knows a productive prefix before a dictionary word, with or without a hyphen or elision', async () => {
    const fr = await loadSpeller('fr');
    expect(knownWithPrefix(fr, 'co-fondateur', 'fr')).toBe(true);
    expect(knownWithPrefix(fr, 'écozones', 'fr')).toBe(true);
    expect(knownWithPrefix(fr, "d'écozones", 'fr')).toBe(true);
    expect(knownWithPrefix(fr, 'néo-ruraux', 'fr')).toBe(true);
  });
  it('needs four letters after the prefix and a known word, and only for French', async () => {
    const fr = await loadSpeller('fr');
    expect(knownWithPrefix(fr, 'recu', 'fr')).toBe(false);
    expect(knownWithPrefix(fr, 'interessant', 'fr')).toBe(false);
    expect(knownWithPrefix(await loadSpeller('es'), 'cofundador', 'es')).toBe(false);
  });
}, 60_000);

describe('suspendedPart', () => {
  it('is the piece of a compound whose other part is written once', () => {
    const text = 'Das hat Vor- und Nachteile, Ein- und -ausgänge.';
    const at = (piece: string) => [text.indexOf(piece), text.indexOf(piece) + piece.length] as const;
    expect(suspendedPart(text, ...at('Vor'))).toBe(true);
    expect(suspendedPart(text, ...at('Ein'))).toBe(true);
    expect(suspendedPart(text, ...at('ausgänge'))).toBe(true);
    expect(suspendedPart(text, ...at('Nachteile'))).toBe(false);
    expect(suspendedPart('ein E-Mail-Konto', 4, 5)).toBe(false);
  });
});

describe('French native text that is no spelling mistake (issue 22)', () => {
  it('stays silent on prefixed words and suspended compound parts', async () => {
    expect(await fixes('Mon ex-mari est co-fondateur de la société.', 'fr')).toEqual([]);
    expect(await fixes("Les néo-ruraux parlent d'écozones et de cyberharcèlement.", 'fr')).toEqual([]);
    expect(await fixes('Les soins pré- et post-opératoires sont longs.', 'fr')).toEqual([]);
  });
  it('still restores a missing accent and flags an unknown word', async () => {
    expect(await fixes('Je vais a l’ecole tous les jours.', 'fr')).toContain('accent:l’ecole→l’école');
    expect(await fixes('Nous avons recu une lettre de la coopérative.', 'fr')).toEqual(['accent:recu→reçu']);
  });
}, 60_000);

describe('German suspended compounds (issue 22)', () => {
  it('keeps the capital of "Vor-" in "Vor- und Nachteile"', async () => {
    expect(await fixes('Das Buch hat Vor- und Nachteile.', 'de')).toEqual([]);
    expect(await fixes('Wir brauchen Sommer- und Winterreifen.', 'de')).toEqual([]);
  });
  it('still lower-cases a pronoun capitalised in mid-sentence', async () => {
    expect(await fixes('Das hat Mir gefallen.', 'de')).toEqual(['de-lowercase:Mir→mir']);
  });
}, 60_000);

describe('German street abbreviations (issue 22)', () => {
  it('reads "-str." as a shortened -straße', async () => {
    expect(await fixes('Agentur Müller, Lindenstr. 12, 10115 Berlin', 'de')).toEqual([]);
  });
  it('still checks a lower-case word before a full stop', async () => {
    expect(await fixes('Ich wohne in Berlin und habe eine wohnung.', 'de')).toEqual([
      'noun-capital:wohnung→Wohnung',
    ]);
  });
}, 60_000);
