/**
 * Every screen's path, in one place (docs/ARCHITECTURE.md "Routes"). The router (routes.tsx), the build's
 * chunk preloading (vite.config.ts) and the boot script's first API reads (early-requests.ts) are all
 * derived from this table, so a new page is added here once. Plain data and string helpers only: the boot
 * script bundles this file and must stay tiny.
 */

/** Where a page renders: outside the gate, full screen behind it, or inside the app's shell. */
export type RouteFrame = 'public' | 'signed-in' | 'shell';

export interface RouteSpec {
  /**
   * Also names the page's title: the catalog's `route.<id>` in the interface language, in the browser
   * tab and the error boundary (routes.tsx, lib/document-title.ts), so this table holds no English.
   */
  readonly id: string;
  /** A react-router path: literal segments and `:param` segments ('*' for the not-found page). */
  readonly path: string;
  /** The page's module under web/src, without extension. */
  readonly page: string;
  readonly frame: RouteFrame;
}

export const ROUTES = [
  {
    id: 'authCallback',
    path: '/auth/callback',
    page: 'auth/AuthCallbackPage',
    frame: 'public',
  },
  {
    id: 'resetPassword',
    path: '/reset-password',
    page: 'auth/ResetPasswordPage',
    frame: 'public',
  },
  {
    id: 'player',
    path: '/exercise/:sessionId',
    page: 'exercises/ExercisePlayerPage',
    frame: 'signed-in',
  },
  { id: 'home', path: '/', page: 'routes/HomeRoute', frame: 'shell' },
  { id: 'journals', path: '/journals', page: 'journal/MyJournalsPage', frame: 'shell' },
  {
    id: 'newEntry',
    path: '/journals/new',
    page: 'journal/NewEntryPage',
    frame: 'shell',
  },
  {
    id: 'entry',
    path: '/journal/:entryId',
    page: 'routes/JournalDetailRoute',
    frame: 'shell',
  },
  {
    id: 'exercises',
    path: '/exercises',
    page: 'exercises/ExercisesPage',
    frame: 'shell',
  },
  { id: 'vocab', path: '/vocab', page: 'decks/VocabPage', frame: 'shell' },
  { id: 'grammar', path: '/grammar', page: 'decks/GrammarPage', frame: 'shell' },
  { id: 'progress', path: '/progress', page: 'progress/ProgressPage', frame: 'shell' },
  {
    id: 'profile',
    path: '/profile',
    page: 'routes/ProfileSettingsRoute',
    frame: 'shell',
  },
  { id: 'notFound', path: '*', page: 'shell/NotFoundPage', frame: 'shell' },
] as const satisfies readonly RouteSpec[];

export type PageModule = (typeof ROUTES)[number]['page'];

/** The routes a stored session can open at once (the not-found page is not one of them). */
export const SIGNED_IN_ROUTES = ROUTES.filter((r) => r.frame !== 'public' && r.path !== '*');

/** A path as an anchored regular expression source: `:param` matches one segment, a trailing '/' is allowed. */
export function routePattern(path: string): string {
  if (path === '/') return '^/$';
  const segments = path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

export interface RouteMatch {
  readonly route: (typeof ROUTES)[number];
  /** The `:param` segments, URL-decoded. */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The signed-in route at `pathname` with its parameters, or null (no such page, or a parameter that is
 * not valid URL encoding).
 */
export function matchSignedInRoute(pathname: string): RouteMatch | null {
  for (const route of SIGNED_IN_ROUTES) {
    if (!new RegExp(routePattern(route.path)).test(pathname)) continue;
    const names = route.path.split('/');
    const values = pathname.split('/');
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => {
        if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[i] ?? '');
      });
    } catch {
      return null;
    }
    return { route, params };
  }
  return null;
}
