import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkText } from './checker.js';

/**
 * The offline checker's thread. Harper's WASM calls and hunspell's dictionary loading (seconds for
 * French) are synchronous, so they run here and the server's event loop keeps answering requests.
 */

export interface CheckRequest {
  id: number;
  text: string;
  language: string;
}

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');

// Checking is background work: on Linux a thread's nice value is its own, so lowering it here lets the
// server's request thread win the CPU when both want it (measured by `npm run bench`).
try {
  setPriority(10);
} catch {
  // Not permitted on this platform: run at normal priority.
}

port.on('message', (req: CheckRequest) => {
  checkText(req.text, req.language).then(
    (result) => port.postMessage({ id: req.id, result }),
    (error: unknown) =>
      port.postMessage({ id: req.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
