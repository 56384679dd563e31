import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { peakRssWhile, rssMb } from './memory.js';

/** A child that says `up`, then on a line from us holds ~64 MB of touched memory and says `held`. */
const HOLDER = `
process.stdout.write('up\\n');
let held = null;
process.stdin.once('data', () => { held = Buffer.alloc(64 << 20, 1); process.stdout.write('held\\n'); });
process.stdin.once('end', () => { held = null; process.exit(0); });
`;

describe('resident memory of a bench process', () => {
  it("reads this process's RSS close to what Node reports", () => {
    const own = process.memoryUsage().rss / 1048576;
    expect(rssMb()).toBeGreaterThan(own * 0.8);
    expect(rssMb()).toBeLessThan(own * 1.2);
  });

  it('samples a child process while it grows and keeps the peak', async () => {
    const child = spawn(process.execPath, ['-e', HOLDER]);
    const said = (word: string) =>
      new Promise<void>((resolve) =>
        child.stdout.on('data', (d: Buffer) => d.toString().includes(word) && resolve()),
      );
    await said('up');
    const idle = rssMb(child.pid!);
    const { peakMb } = await peakRssWhile([child.pid!], async () => {
      child.stdin.write('go\n');
      await said('held');
    });
    child.stdin.end();
    await once(child, 'exit');
    expect(peakMb[0]! - idle).toBeGreaterThan(50);
  });

  it('refuses a process that does not exist instead of reporting zero', () => {
    expect(() => rssMb(2 ** 22 + 1)).toThrow(/cannot read/);
  });
});
