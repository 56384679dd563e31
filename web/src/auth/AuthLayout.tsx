import { Feather } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card of the signed-out screens: auth card, callback and reset-password pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-indigo-50 to-slate-50 px-4 py-12 dark:from-slate-950 dark:to-slate-900">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-indigo-700 dark:text-indigo-300">
          <Feather aria-hidden className="size-7" />
          <span className="text-xl font-semibold tracking-tight">Inkwell</span>
        </div>
        <section
          aria-labelledby="auth-title"
          className="rounded-2xl border border-slate-200 bg-white p-8 shadow-lg shadow-indigo-100/50 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none"
        >
          <h1
            id="auth-title"
            className="text-center text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
          >
            {title}
          </h1>
          {subtitle && (
            <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
          )}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}
