/** Why a model call failed, in words a learner or an operator can act on. */
export type AiFailureKind =
  | 'http'
  | 'timeout'
  | 'network'
  | 'invalid_json'
  | 'schema'
  | 'too_large'
  | 'aborted'
  /** The model declined (OpenAI `refusal`, Anthropic stop_reason 'refusal'). */
  | 'refused'
  /** The answer hit max_tokens even at the provider's maximum. */
  | 'cut_off'
  /** cut_off on an entry long enough that a shorter one would fit (set by the assessor). */
  | 'too_long'
  /** A fault only the operator can fix: 401/403, an unknown model (404), a context-length 400. */
  | 'config'
  /** 429, 503, 529: the job is re-queued over minutes (decision 153), not retried at once. */
  | 'rate_limited';

/**
 * A model call that gave up. `message` is what a learner may see: plain, with no URL, status text or
 * provider wording (which once carried part of an API key). `reason` is the operator's detail, for logs
 * only (decision 130).
 */
export class AiCallError extends Error {
  override readonly name = 'AiCallError';
  constructor(
    /** The operator's detail, e.g. 'The model at http://… answered 503 three times'. Log it, never show it. */
    readonly reason: string,
    readonly kind: AiFailureKind,
    readonly attempts: number,
    options?: { cause?: unknown },
    /** For 'rate_limited': how long the provider asked us to wait (Retry-After), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(learnerMessage(kind), options);
  }
}

/** The plain text a learner sees for each kind of failure. */
export function learnerMessage(kind: AiFailureKind): string {
  switch (kind) {
    case 'timeout':
      return 'The model took too long to answer; try again later.';
    case 'invalid_json':
    case 'schema':
    case 'too_large':
      return 'The model gave an answer that could not be used; try again later.';
    case 'aborted':
      return 'The model call was cancelled.';
    case 'refused':
      return 'The model declined to work on this text.';
    case 'cut_off':
      return "The model's answer was cut off before it was finished; try again later.";
    case 'too_long':
      return 'The text is too long for the model to answer in one go; try a shorter entry.';
    case 'config':
      return 'The AI service is not set up correctly; your entry is safe. Try again once it is fixed.';
    case 'rate_limited':
      return 'The model is busy; the work will be tried again in a few minutes.';
    default:
      return 'The model could not be reached; try again later.';
  }
}

const TIMES = ['never', 'once', 'twice', 'three times', 'four times', 'five times'];

/** 'once', 'twice', 'three times', … '11 times'. */
export function times(n: number): string {
  return TIMES[n] ?? `${n} times`;
}
