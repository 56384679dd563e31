/** Delay before retry number `attempt` (1-based): exponential from `baseMs`, capped, with ±20 % jitter. */
export function retryDelayMs(attempt: number, baseMs = 1000, maxMs = 60_000, random = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
}
