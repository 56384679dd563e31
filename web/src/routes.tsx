import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { Gate } from './auth/Gate';
import { ProfileBootstrap } from './profile/ProfileBootstrap';
import { AppLayout } from './shell/AppLayout';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { FullPageSpinner } from './ui/Spinner';

// One chunk per page: a visitor on the auth card downloads none of the app's pages.
const AuthCallbackPage = lazy(() => import('./auth/AuthCallbackPage'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));
const HomePage = lazy(() => import('./routes/HomeRoute'));
const MyJournalsPage = lazy(() => import('./journal/MyJournalsPage'));
const NewEntryPage = lazy(() => import('./journal/NewEntryPage'));
const JournalDetailPage = lazy(() => import('./routes/JournalDetailRoute'));
const ExercisesPage = lazy(() => import('./exercises/ExercisesPage'));
const ExercisePlayerPage = lazy(() => import('./exercises/ExercisePlayerPage'));
const VocabPage = lazy(() => import('./decks/VocabPage'));
const GrammarPage = lazy(() => import('./decks/GrammarPage'));
const ProfileSettingsPage = lazy(() => import('./profile/ProfileSettingsPage'));
const NotFoundPage = lazy(() => import('./shell/NotFoundPage'));

/** A page inside an error boundary named after it ('Something went wrong in {component}'). */
function page(name: string, Page: LazyExoticComponent<ComponentType>) {
  return (
    <ErrorBoundary component={name}>
      <Page />
    </ErrorBoundary>
  );
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

/** Route table of spec §2. */
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
