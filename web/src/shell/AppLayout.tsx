import { Feather } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { cn } from '../ui/cn';
import { Spinner } from '../ui/Spinner';
import { NAV_ITEMS } from './nav-items';

// The menu's Radix parts load after the page, not before the first screen (decisions 110, 114).
const AvatarMenu = lazy(() => import('./AvatarMenu').then((m) => ({ default: m.AvatarMenu })));

const placeholder = <div aria-hidden className="size-11" />;

/** The avatar menu, with a same-size placeholder until its chunk is asked for and loaded (no layout shift). */
function AccountMenu({ side, load }: { side: 'right' | 'top'; load: boolean }) {
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AvatarMenu side={side} />
    </Suspense>
  );
}

const MENU_AT_LATEST_MS = 2000;

/**
 * True once the page has shown and its first requests have answered (or after MENU_AT_LATEST_MS): the
 * menu's chunks (Radix) then do not compete with the page's own on a slow connection (decision 114).
 */
function usePageSettled(pageShown: boolean): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const latest = setTimeout(() => setSettled(true), MENU_AT_LATEST_MS);
    if (!pageShown) return () => clearTimeout(latest);
    let idle = 0;
    const check = () => {
      clearTimeout(idle);
      idle = window.setTimeout(() => {
        if (queryClient.isFetching() === 0) setSettled(true);
      }, 50);
    };
    check();
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    return () => {
      clearTimeout(latest);
      clearTimeout(idle);
      unsubscribe();
    };
  }, [pageShown, settled, queryClient]);
  return settled;
}

/** Rendered inside the page's Suspense boundary: it mounts when the page itself has rendered. */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** The five section links as icons named by their labels (`titles`: with a tooltip too). */
function SectionLinks({
  className,
  titles = false,
}: {
  className: (isActive: boolean) => string;
  titles?: boolean;
}) {
  return NAV_ITEMS.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      end={item.end}
      aria-label={item.label}
      title={titles ? item.label : undefined}
      className={({ isActive }) => className(isActive)}
    >
      <item.icon aria-hidden className="size-5" />
    </NavLink>
  ));
}

/**
 * The signed-in shell: a side bar from 768 px up, a bottom bar below, each with the five section links
 * and the avatar menu; pages render in the main area.
 */
export function AppLayout() {
  const [pageShown, setPageShown] = useState(false);
  const loadMenu = usePageSettled(pageShown);
  const showPage = useCallback(() => setPageShown(true), []);
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
          <SectionLinks
            titles
            className={(isActive) =>
              cn(
                'flex size-12 items-center justify-center rounded-xl transition-colors',
                isActive
                  ? 'bg-indigo-600 text-white shadow-sm'
                  : 'text-slate-500 hover:bg-indigo-50 hover:text-indigo-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-indigo-300',
              )
            }
          />
        </nav>
        <AccountMenu side="right" load={loadMenu} />
      </aside>

      <main className="px-4 pt-6 pb-28 sm:px-6 md:ml-20 md:px-10 md:pt-10 md:pb-12">
        <Suspense fallback={<Spinner label="Loading page…" className="py-24" />}>
          <Outlet />
          <PageShown onShown={showPage} />
        </Suspense>
      </main>

      <nav
        data-testid="bottom-bar"
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-around border-t border-slate-200 bg-white/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95"
      >
        <SectionLinks
          className={(isActive) =>
            cn(
              'flex size-11 items-center justify-center rounded-xl',
              isActive ? 'bg-indigo-600 text-white' : 'text-slate-500 dark:text-slate-400',
            )
          }
        />
        <AccountMenu side="top" load={loadMenu} />
      </nav>
    </div>
  );
}
