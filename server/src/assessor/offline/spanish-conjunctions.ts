import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, joined, startsSentence, type Token } from './spanish-tokens.js';

/**
 * "y" becomes "e" before a word that starts with the sound i (padre e hijo, aciones e ideas), and "o"
 * becomes "u" before the sound o (siete u ocho, uno u otro): the rule of the Real Academia. Not before
 * hia-, hie-, hio-, hiu- (agua y hielo: the sound is y), nor at the start of a question or sentence
 * (¿Y Inés?), nor before words whose capitals show a foreign name (y iPhone).
 */

export const CONJUNCTION_RULES: Record<string, string> = {
  'es-conjunction-e-u':
    '*y* is *e* before the sound i (*padre e hijo*), *o* is *u* before the sound o (*siete u ocho*).',
};

const SOUND_I = /^h?[iíÍI](?![aeiouáéóú])/u;
const SOUND_O = /^h?[oóOÓ]/u;

export function conjunctionRules(text: string, tokens: Token[]): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const word = tokens[i]!.word;
    if (word !== 'y' && word !== 'o') continue;
    const next = tokens[i + 1]!.word;
    if (!joined(text, tokens, i, i + 1) || startsSentence(text, tokens, i) || /\p{Lu}/u.test(next.slice(1)))
      continue;
    const sound = word === 'y' ? SOUND_I : SOUND_O;
    if (!/^\p{L}/u.test(next) || !sound.test(next.toLowerCase())) continue;
    const right = word === 'y' ? 'e' : 'u';
    const t = tokens[i]!;
    out.push(
      issue(
        text,
        t.start,
        t.end,
        right,
        'es-conjunction-e-u',
        explained('es.conjunction', { next, sound: word === 'y' ? 'i' : 'o', word, right }),
      ),
    );
  }
  return out;
}
