import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { CompiledMessage } from './compile-catalog';

/**
 * Pseudo-locales for tests and screenshots: every literal of the English text accented and about 30 %
 * longer (`en-XA`: finds hard-coded strings and clipped layouts), or mirrored right to left (`ar-XB`).
 * Placeholders, plural and select keywords stay as they are, so every message still formats.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/** Accents each letter and pads with a tilde run so the text grows by about 30 %. */
export function accentText(text: string): string {
  const accented = [...text].map((ch) => ACCENTED[ch] ?? ch).join('');
  const pad = Math.ceil(text.trim().length * 0.3);
  return pad > 0 ? `${accented}${'~'.repeat(pad)}` : accented;
}

/** Right-to-left pseudo text: the English words wrapped in RLO…PDF marks, so they render mirrored. */
export const rtlText = (text: string): string => (text.trim() ? `\u202e${text}\u202c` : text);

function transform(elements: MessageFormatElement[], change: (s: string) => string): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: change(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: transform(o.value, change) }]),
      );
      return { ...el, options };
    }
    if (el.type === TYPE.tag) return { ...el, children: transform(el.children, change) };
    return el;
  });
}

export function pseudoMessage(message: string, locale: PseudoLocale): string;
export function pseudoMessage(message: CompiledMessage, locale: PseudoLocale): CompiledMessage;
/** Source text gives source text; a tree pre-parsed by the build (decision 314) gives a tree, unparsed. */
export function pseudoMessage(message: CompiledMessage, locale: PseudoLocale): CompiledMessage {
  const change = locale === 'en-XA' ? accentText : rtlText;
  return typeof message === 'string'
    ? printAST(transform(parse(message), change))
    : transform(message, change);
}

export function pseudoCatalog<C extends Record<string, CompiledMessage>>(
  catalog: C,
  locale: PseudoLocale,
): C {
  return Object.fromEntries(Object.entries(catalog).map(([k, v]) => [k, pseudoMessage(v, locale)])) as C;
}
