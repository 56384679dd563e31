import { useEffect, useState } from 'react';
import { authClient } from '../lib/auth-client';

/**
 * The signed-in user's id, to keep drafts of people sharing a browser apart. null until known, so a
 * draft is never read under the wrong owner.
 */
export function useDraftOwner(): string | null {
  const [owner, setOwner] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void authClient.getSession().then(({ data }) => {
      if (active) setOwner(data.session?.user.id ?? 'signed-out');
    });
    return () => {
      active = false;
    };
  }, []);
  return owner;
}
