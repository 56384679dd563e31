import { Suspense } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes } from 'react-router';
import { Gate } from './auth/Gate';
import { ProfileBootstrap } from './profile/ProfileBootstrap';
import { AppLayout } from './shell/AppLayout';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { lazyPage, type LazyPage } from './ui/lazy-component';
import { FullPageSpinner } from './ui/Spinner';

// One chunk per page: a visitor on the auth card downloads none of the app's pages.
const AuthCallbackPage = lazyPage(() => import('./auth/AuthCallbackPage'));
const ResetPasswordPage = lazyPage(() => import('./auth/ResetPasswordPage'));
const HomePage = lazyPage(() => import('./routes/HomeRoute'));
const MyJournalsPage = lazyPage(() => import('./journal/MyJournalsPage'));
const NewEntryPage = lazyPage(() => import('./journal/NewEntryPage'));
const JournalDetailPage = lazyPage(() => import('./routes/JournalDetailRoute'));
const ExercisesPage = lazyPage(() => import('./exercises/ExercisesPage'));
const ExercisePlayerPage = lazyPage(() => import('./exercises/ExercisePlayerPage'));
const VocabPage = lazyPage(() => import('./decks/VocabPage'));
const GrammarPage = lazyPage(() => import('./decks/GrammarPage'));
const ProfileSettingsPage = lazyPage(() => import('./profile/ProfileSettingsPage'));
const NotFoundPage = lazyPage(() => import('./shell/NotFoundPage'));

/** A page inside an error boundary named after it ('Something went wrong in {component}'). */
function page(name: string, Page: LazyPage) {
  return (
    <ErrorBoundary component={name}>
      <Page />
    </ErrorBoundary>
  );
}

/** The signed-in pages by path (the routes below), to load the first one before the app renders. */
const PAGES_BY_PATH: ReadonlyArray<readonly [string, LazyPage]> = [
  ['/', HomePage],
  ['/journals', MyJournalsPage],
  ['/journals/new', NewEntryPage],
  ['/journal/:entryId', JournalDetailPage],
  ['/exercises', ExercisesPage],
  ['/exercise/:sessionId', ExercisePlayerPage],
  ['/vocab', VocabPage],
  ['/grammar', GrammarPage],
  ['/profile', ProfileSettingsPage],
];

/** Loads the module of the signed-in page at `pathname` (resolves at once when there is none). */
export function preloadPage(pathname: string): Promise<void> {
  const hit = PAGES_BY_PATH.find(([pattern]) => matchPath(pattern, pathname));
  return hit ? hit[1].preload() : Promise.resolve();
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

/** The route table: every screen's path. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading…" />}>
      <Routes>
        <Route path="/auth/callback" element={page('Email Verification', AuthCallbackPage)} />
        <Route path="/reset-password" element={page('Reset Password', ResetPasswordPage)} />
        <Route element={<SignedIn />}>
          {/* Signed out, the gate shows the auth card here; signed in, there is nothing to do at /auth. */}
          <Route path="/auth" element={<Navigate to="/" replace />} />
          <Route path="/exercise/:sessionId" element={page('Exercise Player', ExercisePlayerPage)} />
          <Route element={<AppLayout />}>
            <Route index element={page('Home', HomePage)} />
            <Route path="/journals" element={page('My Journals', MyJournalsPage)} />
            <Route path="/journals/new" element={page('New Journal Entry', NewEntryPage)} />
            <Route path="/journal/:entryId" element={page('Journal Entry', JournalDetailPage)} />
            <Route path="/exercises" element={page('Exercises', ExercisesPage)} />
            <Route path="/vocab" element={page('Vocabulary', VocabPage)} />
            <Route path="/grammar" element={page('Grammar', GrammarPage)} />
            <Route path="/profile" element={page('Profile Settings', ProfileSettingsPage)} />
            <Route path="*" element={page('Page', NotFoundPage)} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
