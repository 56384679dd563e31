import { Feather } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useT } from '../i18n/use-t';
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

/**
 * The five section links, each an icon with its text label (decision 142: icons alone did not tell Vocab from
 * Grammar). `short` uses the shorter texts of the bottom bar; the accessible name is always the full label,
 * which contains the visible text.
 */
function SectionLinks({
  className,
  labelClassName,
  short = false,
}: {
  className: (isActive: boolean) => string;
  labelClassName: string;
  short?: boolean;
}) {
  const { t } = useT();
  return NAV_ITEMS.map((item) => {
    const label = t(item.label);
    const text = short && item.short ? t(item.short) : label;
    return (
      <NavLink
        key={item.to}
        to={item.to}
        end={item.end}
        aria-label={text === label ? undefined : label}
        className={({ isActive }) => className(isActive)}
      >
        <item.icon aria-hidden className="size-5 shrink-0" />
        <span className={labelClassName}>{text}</span>
      </NavLink>
    );
  });
}

/**
 * The signed-in shell: a side bar from 768 px up, a bottom bar below, each with the five section links
 * and the avatar menu; pages render in the main area, followed by `overlay` (what other features show above
 * every page, e.g. the undo of a deletion: the router composes it, as a feature imports no other).
 */
export function AppLayout({ overlay }: { overlay?: ReactNode }) {
  const [pageShown, setPageShown] = useState(false);
  const loadMenu = usePageSettled(pageShown);
  const showPage = useCallback(() => setPageShown(true), []);
  const { t } = useT();
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <aside
        data-testid="side-bar"
        className="fixed inset-y-0 start-0 z-30 hidden w-48 flex-col border-e border-slate-200 bg-white px-3 py-5 md:flex dark:border-slate-800 dark:bg-slate-900"
      >
        <Link
          to="/"
          aria-label={t('shell.homeLink')}
          className="mb-8 self-start rounded-lg p-2 text-indigo-600 dark:text-indigo-400"
        >
          <Feather aria-hidden className="size-7" />
        </Link>
        <nav aria-label={t('nav.main')} className="flex flex-1 flex-col gap-1.5">
          <SectionLinks
            labelClassName="truncate text-sm font-medium"
            className={(isActive) =>
              cn(
                'flex h-11 items-center gap-3 rounded-xl px-3 transition-colors',
                isActive
                  ? 'bg-indigo-600 text-white shadow-sm'
                  : 'text-slate-500 hover:bg-indigo-50 hover:text-indigo-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-indigo-300',
              )
            }
          />
        </nav>
        <div className="px-1">
          <AccountMenu side="right" load={loadMenu} />
        </div>
      </aside>

      <main className="px-4 pt-6 pb-28 sm:px-6 md:ms-48 md:px-10 md:pt-10 md:pb-12">
        <Suspense fallback={<Spinner label={t('shell.loadingPage')} className="py-24" />}>
          <Outlet />
          <PageShown onShown={showPage} />
        </Suspense>
        {overlay}
      </main>

      <nav
        data-testid="bottom-bar"
        aria-label={t('nav.main')}
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-around gap-0.5 border-t border-slate-200 bg-white/95 px-1 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95"
      >
        <SectionLinks
          short
          labelClassName="max-w-full truncate text-[11px] leading-4 font-medium"
          className={(isActive) =>
            cn(
              'flex h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-0.5',
              isActive ? 'bg-indigo-600 text-white' : 'text-slate-500 dark:text-slate-400',
            )
          }
        />
        <AccountMenu side="top" load={loadMenu} />
      </nav>
    </div>
  );
}
