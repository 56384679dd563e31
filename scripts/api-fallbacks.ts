/**
 * English sentences handed to the API helpers as error fallbacks (issue 26): `fallback: 'Failed to …'`,
 * a default parameter, postForStatus's fallback argument, or an `…_ERROR = '…'` constant. An error the
 * learner reads must come from the catalogs (`t('…')` at call time), so each of these is a leftover.
 * A sentence is a quoted text that starts with a capital letter and holds a space, which leaves option
 * values such as Intl's `fallback: 'code'` alone.
 */
const SENTENCE = String.raw`(['"\`])[A-Z][^'"\`\n]*\s[^'"\`\n]*\1`;
const PATTERNS = [
  new RegExp(String.raw`\bfallback\s*[:=]\s*${SENTENCE}`, 'g'),
  new RegExp(String.raw`\bpostForStatus\([^,()]*(?:\([^()]*\))?[^,()]*,\s*${SENTENCE}`, 'g'),
  new RegExp(String.raw`\b[A-Z_]+_ERROR\s*=\s*${SENTENCE}`, 'g'),
];

export interface FallbackLiteral {
  line: number;
  text: string;
}

export function englishFallbacks(source: string): FallbackLiteral[] {
  const found: FallbackLiteral[] = [];
  for (const pattern of PATTERNS)
    for (const match of source.matchAll(pattern))
      found.push({ line: source.slice(0, match.index).split('\n').length, text: match[0] });
  return found.sort((a, b) => a.line - b.line);
}
