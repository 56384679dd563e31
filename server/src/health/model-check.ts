import type { AiClient } from '../ai/provider.js';

export interface ModelHealth {
  reachable: boolean;
}

/**
 * Whether the configured model server answers at all (issue 14): any HTTP answer to GET …/models
 * counts, a refused connection or a timeout does not. Cached for `ttlMs` and shared by concurrent
 * callers, so health checks never flood the model; the URL is never part of the answer.
 */
export function modelHealthCheck(
  ai: AiClient | null,
  opts: { ttlMs?: number; timeoutMs?: number; now?: () => number } = {},
): (() => Promise<ModelHealth>) | null {
  if (!ai) return null;
  const ttlMs = opts.ttlMs ?? 5_000;
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const now = opts.now ?? Date.now;
  const url = `${ai.endpoint.replace(/\/+$/, '')}/models`;
  let cached: { at: number; value: Promise<ModelHealth> } | null = null;
  return () => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) }).then(
      async (res) => {
        await res.body?.cancel();
        return { reachable: true };
      },
      () => ({ reachable: false }),
    );
    cached = { at: now(), value };
    return value;
  };
}
