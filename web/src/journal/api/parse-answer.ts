import type { z } from 'zod';
import { ApiError } from '../../lib/api';

/**
 * Checks an API answer against its contract schema. A mismatch means client and server disagree;
 * the user sees the operation's fallback text, the console gets the details.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, fallback: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  console.error('Unexpected API answer', result.error.issues);
  throw new ApiError(fallback, 0);
}
