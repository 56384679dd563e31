/**
 * Which UTF-16 units of a text are already covered by a kept correction. A Fenwick tree of covered
 * counts answers "is anything in [start, end) covered?" in O(log n), so testing a candidate no longer
 * scans every correction kept before it (the O(n²) that froze the API, decision 130).
 */
export class CoveredSpans {
  private readonly tree: Int32Array;

  constructor(private readonly size: number) {
    this.tree = new Int32Array(size + 1);
  }

  overlaps(start: number, end: number): boolean {
    return this.prefix(end) - this.prefix(start) > 0;
  }

  /** Marks [start, end) covered; callers keep spans disjoint, so each unit is marked at most once. */
  cover(start: number, end: number): void {
    for (let at = start; at < end; at++) {
      for (let i = at + 1; i <= this.size; i += i & -i) this.tree[i]!++;
    }
  }

  /** Covered units in [0, end). */
  private prefix(end: number): number {
    let sum = 0;
    for (let i = Math.min(end, this.size); i > 0; i -= i & -i) sum += this.tree[i]!;
    return sum;
  }
}
