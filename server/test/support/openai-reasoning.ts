/**
 * What api.openai.com answers a reasoning model (o1, o3, o4-mini, gpt-5…) given `max_tokens` or a
 * temperature other than 1: a 400 with these bodies (its wording, `param` naming the parameter).
 */
export const REASONING_MODELS = /^(o\d|gpt-5)/;

export function reasoningRefusal(body: Record<string, unknown>): object | undefined {
  if ('max_tokens' in body) {
    return error(
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      'max_tokens',
      'unsupported_parameter',
    );
  }
  if (body.temperature !== undefined && body.temperature !== 1) {
    return error(
      `Unsupported value: 'temperature' does not support ${String(body.temperature)} with this model. Only the default (1) value is supported.`,
      'temperature',
      'unsupported_value',
    );
  }
  return undefined;
}

const error = (message: string, param: string, code: string) => ({
  error: { message, type: 'invalid_request_error', param, code },
});
