import { z } from 'zod';

/** Every product API error body: `{detail}` with a readable message. */
export const errorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
