import type { Db } from '../db/database.js';

/**
 * How long a session found live in the database is believed live without asking again, and so the
 * longest another API process may still accept a session revoked elsewhere (sign-out, password change,
 * account deletion there). In the process that revokes, the session is refused at once.
 * docs/decisions/220-session-cache.md.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions remembered at most; the oldest check is dropped first. */
export const SESSION_CACHE_MAX = 10_000;

interface Live {
  userId: string;
  checkedAt: number;
}

/**
 * The product API's memory of sessions it recently found live. Only "live" answers are kept: a
 * refused session is asked for again every time.
 */
export class SessionCache {
  private readonly live = new Map<string, Live>();
  /**
   * Bumped by every revocation. A database check that started before a revocation (and so may have
   * read the row before the revoking transaction committed) does not store its answer.
   */
  private epoch = 0;

  constructor(private readonly now: () => number) {}

  /** Whether the session was found live within the TTL (no database check needed). */
  knownLive(sessionId: string, userId: string): boolean {
    const known = this.live.get(sessionId);
    return !!known && known.userId === userId && this.now() - known.checkedAt < SESSION_CACHE_TTL_MS;
  }

  /** Whether the session is live: from memory when checked within the TTL, else by `check`. */
  async isLive(sessionId: string, userId: string, check: () => Promise<boolean>): Promise<boolean> {
    if (this.knownLive(sessionId, userId)) return true;
    const now = this.now();
    const epoch = this.epoch;
    const ok = await check();
    this.live.delete(sessionId);
    if (ok && epoch === this.epoch) {
      if (this.live.size >= SESSION_CACHE_MAX) this.live.delete(this.live.keys().next().value!);
      this.live.set(sessionId, { userId, checkedAt: now });
    }
    return ok;
  }

  /** Forgets every session of the user (call once the revoking transaction has committed). */
  forgetUser(userId: string): void {
    this.epoch++;
    for (const [sessionId, entry] of this.live) if (entry.userId === userId) this.live.delete(sessionId);
  }

  get size(): number {
    return this.live.size;
  }
}

// One cache per open database, so the auth hook and every revoking service share it without new deps.
const caches = new WeakMap<Db, SessionCache>();

export function sessionCacheOf(db: Db, now: () => number = Date.now): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache(now)));
  return cache;
}

/** After a committed revocation of some or all of a user's sessions: this process refuses them at once. */
export function forgetSessionsOf(db: Db, userId: string): void {
  caches.get(db)?.forgetUser(userId);
}
