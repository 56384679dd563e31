import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { applyInterfaceLanguage } from '../i18n/load-language';
import { ApiError } from '../lib/api';
import { loadAuthClient } from '../lib/load-auth-client';
import { useMe, useUpdateMe } from '../lib/me';
import { browserTimeZone } from '../lib/time-zone';
import { needsProfileSetup } from './setup-needed';

// Only first-run users need the dialog (and its language list and Radix parts): load it on demand (decision 110).
const ProfileSetupDialog = lazy(() =>
  import('./ProfileSetupDialog').then((m) => ({ default: m.ProfileSetupDialog })),
);

/**
 * Runs once the user is signed in: opens the first-run setup dialog when needed, and reports the
 * browser's time zone when it differs from the stored one (the server uses it to find the learner's day).
 */
export function ProfileBootstrap() {
  const me = useMe();
  const update = useUpdateMe();
  const [skipped, setSkipped] = useState(false);
  const reported = useRef(false);

  // The server refuses a session that was signed out elsewhere or revoked: drop it here too.
  const rejected = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    if (rejected)
      loadAuthClient()
        .then((client) => client.signOut({ scope: 'local' }))
        .catch((error: unknown) => console.error('Could not sign out the rejected session', error));
  }, [rejected]);

  const profile = me.data;
  useEffect(() => {
    if (!profile || reported.current) return;
    const zone = browserTimeZone();
    reported.current = true;
    if (zone && zone !== profile.time_zone) update.mutate({ time_zone: zone });
    // Report once per signed-in visit; `update` changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  // The interface follows the profile's language (else the browser's), here and after every change of it.
  const loaded = profile !== undefined;
  const language = profile?.interface_language ?? null;
  useEffect(() => {
    if (loaded) void applyInterfaceLanguage(language);
  }, [loaded, language]);

  if (!profile || skipped || !needsProfileSetup(profile)) return null;
  return (
    <Suspense fallback={null}>
      <ProfileSetupDialog profile={profile} onSkip={() => setSkipped(true)} />
    </Suspense>
  );
}
