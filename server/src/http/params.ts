import { z } from 'zod';

/**
 * An id in a path is looked up as given: an unknown or malformed one is simply not found (404), so
 * the only rule is its length (Fastify answers 414 for a parameter over 100 characters before routing).
 */
const pathId = z.string().min(1).max(100);

/** The params schema of a route whose path names rows by these parameters, e.g. `pathIds('id')`. */
export function pathIds<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, pathId])) as Record<K, typeof pathId>);
}

/** `/…/:id`, the most common case. */
export const idParams = pathIds('id');
