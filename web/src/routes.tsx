import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { Gate } from './auth/Gate';
import { useT } from './i18n/use-t';
import type { MessageKey } from './i18n/runtime';
import { routeTitleKey, useDocumentTitle } from './lib/document-title';
import { ProfileBootstrap } from './profile/ProfileBootstrap';
import { matchSignedInRoute, ROUTES, type PageModule } from './route-table';
import { UndoDeleteToast } from './portability/UndoDeleteToast';
import { AppLayout } from './shell/AppLayout';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { lazyPage, type LazyPage } from './ui/lazy-component';
import { FullPageSpinner } from './ui/Spinner';

// One chunk per page: a visitor on the auth card downloads none of the app's pages. The record's keys are
// the route table's page modules, so the compiler rejects a page missing here or a stale one.
const PAGES: Record<PageModule, LazyPage> = {
  'auth/AuthCallbackPage': lazyPage(() => import('./auth/AuthCallbackPage')),
  'auth/ResetPasswordPage': lazyPage(() => import('./auth/ResetPasswordPage')),
  'routes/HomeRoute': lazyPage(() => import('./routes/HomeRoute')),
  'journal/MyJournalsPage': lazyPage(() => import('./journal/MyJournalsPage')),
  'journal/NewEntryPage': lazyPage(() => import('./journal/NewEntryPage')),
  'routes/JournalDetailRoute': lazyPage(() => import('./routes/JournalDetailRoute')),
  'exercises/ExercisesPage': lazyPage(() => import('./exercises/ExercisesPage')),
  'exercises/ExercisePlayerPage': lazyPage(() => import('./exercises/ExercisePlayerPage')),
  'decks/VocabPage': lazyPage(() => import('./decks/VocabPage')),
  'decks/GrammarPage': lazyPage(() => import('./decks/GrammarPage')),
  'progress/ProgressPage': lazyPage(() => import('./progress/ProgressPage')),
  'routes/ProfileSettingsRoute': lazyPage(() => import('./routes/ProfileSettingsRoute')),
  'shell/NotFoundPage': lazyPage(() => import('./shell/NotFoundPage')),
};

/** Loads the module of the signed-in page at `pathname` (resolves at once when there is none). */
export function preloadPage(pathname: string): Promise<void> {
  const hit = matchSignedInRoute(pathname);
  return hit ? PAGES[hit.route.page].preload() : Promise.resolve();
}

/** Signed-in part: the gate, then the first-run setup dialog beside whatever page is open. */
function SignedIn() {
  return (
    <Gate>
      <ProfileBootstrap />
      <Outlet />
    </Gate>
  );
}

type Translate = ReturnType<typeof useT>['t'];

/** Puts the open page's title, in the interface language, in the browser tab. */
function DocumentTitle({ screen }: { screen: string }) {
  useDocumentTitle(screen);
  return null;
}

/**
 * The table's routes of one frame, each page titled in the interface language (the tab and its error
 * boundary, from `route.<id>`).
 */
function routesOf(frame: (typeof ROUTES)[number]['frame'], t: Translate): ReactNode[] {
  return ROUTES.filter((r) => r.frame === frame).map(({ id, path, page }) => {
    const Page = PAGES[page];
    const element = (
      <ErrorBoundary component={t(`route.${id}` satisfies MessageKey)}>
        <DocumentTitle screen={t(routeTitleKey(id))} />
        <Page />
      </ErrorBoundary>
    );
    return path === '/' ? (
      <Route key={id} index element={element} />
    ) : (
      <Route key={id} path={path} element={element} />
    );
  });
}

/** The router: the route table's pages in their frames. */
export function AppRoutes() {
  const { t } = useT();
  return (
    <Suspense fallback={<FullPageSpinner label={t('ui.loading')} />}>
      <Routes>
        {routesOf('public', t)}
        <Route element={<SignedIn />}>
          {/* Signed out, the gate shows the auth card here; signed in, there is nothing to do at /auth. */}
          <Route path="/auth" element={<Navigate to="/" replace />} />
          {routesOf('signed-in', t)}
          <Route element={<AppLayout overlay={<UndoDeleteToast />} />}>{routesOf('shell', t)}</Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
