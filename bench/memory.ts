import { readFileSync } from 'node:fs';

/**
 * Resident memory (MB) of a process: /proc/<pid>/status VmRSS (Linux), or this process's own
 * process.memoryUsage().rss when there is no /proc.
 */
export function rssMb(pid: number = process.pid): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // no /proc (or the process is gone): fall through
  }
  if (pid === process.pid) return process.memoryUsage().rss / 1048576;
  throw new Error(`cannot read the resident memory of process ${pid}`);
}

/** Runs `work` while sampling the RSS of `pids` every 50 ms; the peak of each (MB), in order. */
export async function peakRssWhile<T>(
  pids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number[] }> {
  const peakMb = pids.map((pid) => rssMb(pid));
  // A process that exits meanwhile keeps the peak it had; the bench's own checks report the exit.
  const sample = () =>
    pids.forEach((pid, i) => {
      try {
        peakMb[i] = Math.max(peakMb[i]!, rssMb(pid));
      } catch {
        // gone
      }
    });
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, peakMb };
  } finally {
    clearInterval(timer);
  }
}

/** A report line: an API process's resident memory idle and at its peak under the bench's load. */
export const memoryLine = (what: string, idleMb: number, loadMb: number) =>
  `memory, ${what}: RSS idle ${idleMb.toFixed(0)} MB, under load peak ${loadMb.toFixed(0)} MB`;
