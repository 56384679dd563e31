/** GET path of the due cards (all, or one concept's); contract-free, for the early requests (decision 114). */
export function duePath(opts: { limit: number; conceptId?: string | null }): string {
  const params = new URLSearchParams({ limit: String(opts.limit) });
  if (opts.conceptId) params.set('concept_id', opts.conceptId);
  return `/concepts/review/due?${params}`;
}
