/**
 * Turns of the shared checker thread, served round-robin by learner (decision 200): each learner's
 * tasks wait in their own line, and the next turn goes to the next learner who has one, so a learner
 * with a long entry (many parts) delays another by one part, not by the whole entry.
 */
export class RoundRobin<T> {
  private readonly lines = new Map<string, T[]>();
  /** Learners with waiting tasks, in turn order. */
  private readonly order: string[] = [];

  get size(): number {
    let n = 0;
    for (const line of this.lines.values()) n += line.length;
    return n;
  }

  push(key: string, task: T): void {
    const line = this.lines.get(key);
    if (line) line.push(task);
    else {
      this.lines.set(key, [task]);
      this.order.push(key);
    }
  }

  /** The next learner's oldest task; that learner goes to the back of the turn order. */
  shift(): T | undefined {
    const key = this.order.shift();
    if (key === undefined) return undefined;
    const line = this.lines.get(key)!;
    const task = line.shift()!;
    if (line.length > 0) this.order.push(key);
    else this.lines.delete(key);
    return task;
  }

  /** Takes out and returns the tasks `drop` picks (a cancelled check's parts). */
  remove(drop: (task: T) => boolean): T[] {
    const removed: T[] = [];
    for (const [key, line] of this.lines) {
      const kept = line.filter((t) => !drop(t) || (removed.push(t), false));
      if (kept.length > 0) this.lines.set(key, kept);
      else {
        this.lines.delete(key);
        this.order.splice(this.order.indexOf(key), 1);
      }
    }
    return removed;
  }
}
