import { HttpError } from '../http/errors.js';

/**
 * Imports running in this process: at most `perUser` for one account and `perProcess` in all (issue 21).
 * A parse is memory- and CPU-heavy even off the event loop (decision 204), so one user cannot start
 * five at once and another user's import waits its turn as a 429 with Retry-After, not as a queue.
 */
export class ImportSlots {
  private readonly byUser = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perUser: number,
    private readonly perProcess: number,
  ) {}

  /** Takes a slot for `userId` or throws a 429; call the returned function (in a finally) to give it back. */
  take(userId: string): () => void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.perUser) {
      throw new HttpError(
        429,
        'An import of your account is already running; try again when it has finished',
        { 'retry-after': '30' },
      );
    }
    if (this.total >= this.perProcess) {
      throw new HttpError(429, 'The server is busy with other imports; try again in a minute', {
        'retry-after': '60',
      });
    }
    this.byUser.set(userId, mine + 1);
    this.total++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total--;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }
}
