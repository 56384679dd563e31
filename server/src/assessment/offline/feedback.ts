import type { AssessmentCorrection, CefrLevel } from '@inkwell/contract';

/** The exact note the UI and tests look for when a language has no offline checker. */
export const NO_OFFLINE_CHECKER = 'no offline checker for this language';

export const CONNECT_MODEL_HINT =
  'For fuller feedback (word choice, style, explanations in your native language), an administrator can connect an AI model: set AI_PROVIDER=openai-compatible with AI_BASE_URL and AI_MODEL (OpenAI, Ollama, vLLM, LM Studio…) or AI_PROVIDER=anthropic with AI_API_KEY and AI_MODEL.';

const CATEGORY_WORDS: Record<AssessmentCorrection['category'], [string, string]> = {
  spelling: ['spelling mistake', 'spelling mistakes'],
  accents: ['accent mistake', 'accent mistakes'],
  punctuation: ['punctuation mistake', 'punctuation mistakes'],
  vocabulary: ['word-choice issue', 'word-choice issues'],
  grammar: ['grammar issue', 'grammar issues'],
  word_order: ['word-order issue', 'word-order issues'],
};

/** English feedback for an offline assessment; says plainly what the checker can and cannot see. */
export function offlineFeedback(
  languageName: string,
  checker: 'harper' | 'hunspell',
  corrections: readonly AssessmentCorrection[],
  level: CefrLevel,
): string {
  const scope = checker === 'harper' ? 'spelling and grammar rules' : 'spelling only';
  const parts: string[] = [];
  if (corrections.length === 0) {
    parts.push(
      `The offline checker (${scope}) found nothing to correct in your ${languageName} — well done.`,
    );
  } else {
    const counts = (Object.keys(CATEGORY_WORDS) as Array<AssessmentCorrection['category']>)
      .map((cat) => [cat, corrections.filter((c) => c.category === cat).length] as const)
      .filter(([, n]) => n > 0)
      .map(([cat, n]) => `${n} ${CATEGORY_WORDS[cat][n === 1 ? 0 : 1]}`);
    parts.push(
      `The offline checker (${scope}) found ${joinList(counts)} in your ${languageName}. Hover over each highlight to see why.`,
    );
  }
  parts.push(
    `Your writing looks like level ${level}, estimated from sentence length, vocabulary variety and error rate.`,
  );
  if (checker === 'hunspell') parts.push('Grammar and word order were not checked offline.');
  parts.push(CONNECT_MODEL_HINT);
  return parts.join(' ');
}

export function unsupportedFeedback(languageName: string): string {
  return `There is ${NO_OFFLINE_CHECKER} (${languageName}), so no corrections were made. ${CONNECT_MODEL_HINT}`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
