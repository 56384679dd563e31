import { APICallError } from 'ai';

/**
 * What an OpenAI-compatible server accepts of a model (decision 172). OpenAI's reasoning models (o1,
 * o3, o4-mini, gpt-5…) answer 400 to `max_tokens` ("Use 'max_completion_tokens' instead") and to a
 * temperature other than 1; older local servers may not know `max_completion_tokens`. The shape starts
 * from AI_TOKEN_PARAMETER and the model's name, and is corrected once from the server's own 400.
 */
export type TokenParameter = 'max_tokens' | 'max_completion_tokens';
export type TokenParameterSetting = 'auto' | TokenParameter;

export interface RequestShape {
  tokenParameter: TokenParameter;
  omitTemperature: boolean;
}

/** OpenAI's reasoning models, also behind a router prefix ('openai/o3-mini'). */
const REASONING_MODEL = /(^|\/)(o\d|gpt-5)/i;

export function initialShape(setting: TokenParameterSetting, model: string): RequestShape {
  const reasoning = REASONING_MODEL.test(model);
  return {
    tokenParameter: setting === 'auto' ? (reasoning ? 'max_completion_tokens' : 'max_tokens') : setting,
    omitTemperature: reasoning,
  };
}

/** The chat request body as this server wants it (the SDK always writes `max_tokens`). */
export function shapeBody(body: Record<string, unknown>, shape: RequestShape): Record<string, unknown> {
  const out = { ...body };
  if (shape.tokenParameter === 'max_completion_tokens' && 'max_tokens' in out) {
    out.max_completion_tokens = out.max_tokens;
    delete out.max_tokens;
  }
  if (shape.omitTemperature) delete out.temperature;
  return out;
}

/**
 * Learns from a 400 that names a parameter this model refuses; true when `shape` changed, so the same
 * request is worth sending again at once. Any other error leaves the shape alone.
 */
export function adaptToRefusal(shape: RequestShape, error: unknown): boolean {
  if (!APICallError.isInstance(error) || error.statusCode !== 400) return false;
  const { param, message } = errorOf(error.responseBody ?? error.message);
  const names = (name: string) => param === name || message.includes(`'${name}'`);
  if (shape.tokenParameter === 'max_tokens' && names('max_tokens')) {
    shape.tokenParameter = 'max_completion_tokens';
    return true;
  }
  if (shape.tokenParameter === 'max_completion_tokens' && names('max_completion_tokens')) {
    shape.tokenParameter = 'max_tokens';
    return true;
  }
  if (!shape.omitTemperature && names('temperature')) {
    shape.omitTemperature = true;
    return true;
  }
  return false;
}

/** OpenAI's error body `{error: {message, param}}`; a server that answers otherwise is read as text. */
function errorOf(body: string): { param: string | undefined; message: string } {
  try {
    const parsed = JSON.parse(body) as { error?: { param?: unknown; message?: unknown } };
    const param = typeof parsed.error?.param === 'string' ? parsed.error.param : undefined;
    const message = typeof parsed.error?.message === 'string' ? parsed.error.message : body;
    return { param, message };
  } catch {
    return { param: undefined, message: body };
  }
}
