import { Feather } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { cn } from '../ui/cn';
import { Spinner } from '../ui/Spinner';
import { NAV_ITEMS } from './nav-items';

// The menu's Radix parts load beside the page, not before the first screen (bundle budget, decision 110).
const AvatarMenu = lazy(() => import('./AvatarMenu').then((m) => ({ default: m.AvatarMenu })));

/** The avatar menu, with a same-size placeholder while its chunk loads (no layout shift). */
function AccountMenu({ side }: { side: 'right' | 'top' }) {
  return (
    <Suspense fallback={<div aria-hidden className="size-11" />}>
      <AvatarMenu side={side} />
    </Suspense>
  );
}

/**
 * The signed-in shell: a side bar from 768 px up, a bottom bar below, each with the five section links
 * and the avatar menu; pages render in the main area.
 */
export function AppLayout() {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <aside
        data-testid="side-bar"
        className="fixed inset-y-0 left-0 z-30 hidden w-20 flex-col items-center border-r border-slate-200 bg-white py-5 md:flex dark:border-slate-800 dark:bg-slate-900"
      >
        <Link
          to="/"
          aria-label="Inkwell home"
          className="mb-8 rounded-lg p-2 text-indigo-600 dark:text-indigo-400"
        >
          <Feather aria-hidden className="size-7" />
        </Link>
        <nav aria-label="Main" className="flex flex-1 flex-col items-center gap-2">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              aria-label={item.label}
              title={item.label}
              className={({ isActive }) =>
                cn(
                  'flex size-12 items-center justify-center rounded-xl transition-colors',
                  isActive
                    ? 'bg-indigo-600 text-white shadow-sm'
                    : 'text-slate-500 hover:bg-indigo-50 hover:text-indigo-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-indigo-300',
                )
              }
            >
              <item.icon aria-hidden className="size-5" />
            </NavLink>
          ))}
        </nav>
        <AccountMenu side="right" />
      </aside>

      <main className="px-4 pt-6 pb-28 sm:px-6 md:ml-20 md:px-10 md:pt-10 md:pb-12">
        <Suspense fallback={<Spinner label="Loading page…" className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>

      <nav
        data-testid="bottom-bar"
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-around border-t border-slate-200 bg-white/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95"
      >
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            aria-label={item.label}
            className={({ isActive }) =>
              cn(
                'flex size-11 items-center justify-center rounded-xl',
                isActive ? 'bg-indigo-600 text-white' : 'text-slate-500 dark:text-slate-400',
              )
            }
          >
            <item.icon aria-hidden className="size-5" />
          </NavLink>
        ))}
        <AccountMenu side="top" />
      </nav>
    </div>
  );
}
