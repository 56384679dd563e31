import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a bench's child script (TypeScript, under tsx) in a fresh process, so its peak memory is its own,
 * and reads the figures it prints as JSON on its last line.
 */
export async function runChild<T>(script: string, args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
}
