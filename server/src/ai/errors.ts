/** Why a model call failed, in words a learner or an operator can act on. */
export type AiFailureKind = 'http' | 'timeout' | 'network' | 'invalid_json' | 'schema' | 'aborted';

export class AiCallError extends Error {
  override readonly name = 'AiCallError';
  constructor(
    /** A readable reason, e.g. 'The model at http://… answered 503 three times'. */
    readonly reason: string,
    readonly kind: AiFailureKind,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

const TIMES = ['never', 'once', 'twice', 'three times', 'four times', 'five times'];

/** 'once', 'twice', 'three times', … '11 times'. */
export function times(n: number): string {
  return TIMES[n] ?? `${n} times`;
}
