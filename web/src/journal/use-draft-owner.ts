import { useEffect, useState } from 'react';
import { currentSession } from '../lib/load-auth-client';

/**
 * The signed-in user's id, to keep drafts of people sharing a browser apart. null until known, so a
 * draft is never read under the wrong owner.
 */
export function useDraftOwner(): string | null {
  const [owner, setOwner] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    currentSession().then(
      (session) => {
        if (active) setOwner(session?.user.id ?? 'signed-out');
      },
      // The session cannot be known (the auth client did not load): drafts stay off rather than risk
      // showing one under the wrong owner.
      (error: unknown) => console.error('Could not read the session for drafts', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return owner;
}
