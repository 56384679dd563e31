/** A deck: each deck page counts and reviews its own cards; none means both (Home). */
export type DeckKind = 'vocab' | 'grammar';

/**
 * GET path of the due cards (all, one deck's, or one concept's); contract-free, for the early requests
 * (decision 114).
 */
export function duePath(opts: { limit: number; conceptId?: string | null; kind?: DeckKind | null }): string {
  const params = new URLSearchParams({ limit: String(opts.limit) });
  if (opts.conceptId) params.set('concept_id', opts.conceptId);
  if (opts.kind) params.set('kind', opts.kind);
  return `/concepts/review/due?${params}`;
}
