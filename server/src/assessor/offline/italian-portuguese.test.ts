import { describe, expect, it } from 'vitest';
import { checkText, hasOfflineChecker } from './checker.js';
import { asFixes } from './fixes.test-support.js';

const fixes = async (text: string, language: string) => asFixes((await checkText(text, language)).issues);

describe('Italian (hunspell via WASM)', () => {
  it('loads and adds the accent of an unambiguous form', async () => {
    expect(hasOfflineChecker('it')).toBe(true);
    expect(await fixes('Non sono venuto perche ero malato, percio resto a casa.', 'it')).toEqual([
      'accent:perche→perché',
      'accent:percio→perciò',
    ]);
    expect(await fixes('La citta e molto bella.', 'it')).toEqual(['accent:citta→città']);
  });
  it('stays silent on correct Italian, names and ambiguous e/è', async () => {
    expect(await fixes('Marco e Giulia sono andati a Firenze in treno.', 'it')).toEqual([]);
    expect(await fixes("Non so ancora che cosa farò quest'estate.", 'it')).toEqual([]);
  });
}, 60_000);

describe('Portuguese (hunspell via WASM, Brazilian spelling)', () => {
  it('loads and adds missing tildes and accents', async () => {
    expect(hasOfflineChecker('pt')).toBe(true);
    expect(await fixes('Eu nao gosto de acordar cedo e tambem prefiro cha.', 'pt')).toEqual([
      'accent:nao→não',
      'accent:tambem→também',
      'hunspell:cha→chá',
    ]);
  });
  it('stays silent on correct Portuguese and names', async () => {
    expect(await fixes('O João mora em Belo Horizonte com a família.', 'pt')).toEqual([]);
    expect(await fixes('Por que você não vem com a gente ao cinema hoje à noite?', 'pt')).toEqual([]);
  });
}, 60_000);
