import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type Padding = 'sm' | 'md' | 'lg';

/** A prop, not a class to add: with `cn` joining classes, a second padding class would not reliably win. */
const paddings: Record<Padding, string> = { sm: 'p-4', md: 'p-5', lg: 'p-6' };

/**
 * The white, bordered, rounded panel. `as` keeps the element a page needs (a section named by its heading,
 * a list item); `flat` drops the shadow where the card sits inside another.
 */
export function Card({
  as: Tag = 'div',
  padding = 'lg',
  flat = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'li'; padding?: Padding; flat?: boolean }) {
  return (
    <Tag
      className={cn(
        'rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        paddings[padding],
        !flat && 'shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
