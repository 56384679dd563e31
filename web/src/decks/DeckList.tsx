import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';

/**
 * The body of a deck page in its states: loading, the spec's fetch error, the two empty texts (nothing
 * at all / nothing matching the search), or the tiles.
 */
export function DeckList({
  loading,
  loadingLabel,
  error,
  total,
  shown,
  emptyText,
  noMatchText,
  icon,
  children,
}: {
  loading: boolean;
  loadingLabel: string;
  error: string | null;
  total: number;
  shown: number;
  emptyText: string;
  noMatchText: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  if (loading) return <Spinner label={loadingLabel} visible className="py-16" />;
  if (error) return <Alert tone="error">{error}</Alert>;
  if (total === 0) return <EmptyState icon={icon} text={emptyText} />;
  if (shown === 0) return <EmptyState icon={icon} text={noMatchText} />;
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}
