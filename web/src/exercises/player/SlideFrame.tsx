import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A slide's frame: a small label, the heading and the body. The heading takes focus when the slide
 * appears, so screen readers read the new slide and arrow keys keep working.
 */
export function SlideFrame({
  label,
  heading,
  badge,
  children,
}: {
  label: string;
  heading: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="space-y-5" aria-labelledby="slide-heading">
      <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
        {label}
      </p>
      <h2
        id="slide-heading"
        ref={ref}
        tabIndex={-1}
        // Focus is moved here for screen readers; a ring around a heading would only look like a control.
        style={{ outline: 'none' }}
        className="flex flex-wrap items-center gap-2 text-2xl font-semibold break-words text-slate-900 focus:outline-none sm:text-3xl dark:text-white"
      >
        {heading}
        {badge}
      </h2>
      {children}
    </section>
  );
}

/** A titled box inside a slide (Key takeaway, Example, Memory aid, …). */
export function Panel({
  title,
  tone = 'plain',
  children,
}: {
  title: string;
  tone?: 'plain' | 'accent' | 'warm';
  children: ReactNode;
}) {
  const tones = {
    plain: 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
    accent: 'border-indigo-200 bg-indigo-50 dark:border-indigo-900 dark:bg-indigo-950/40',
    warm: 'border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/30',
  };
  return (
    <div className={`rounded-2xl border p-4 sm:p-5 ${tones[tone]}`}>
      <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">{title}</h3>
      <div className="break-words text-slate-800 dark:text-slate-100">{children}</div>
    </div>
  );
}
