import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkText } from './checker.js';
import { knownWords } from './lexicon.js';

/**
 * The offline checker's thread. Harper's and hunspell's WASM calls and their dictionary loading are
 * synchronous, so they run here and the server's event loop keeps answering requests.
 */

export interface CheckRequest {
  id: number;
  text: string;
  language: string;
  /** Present for a dictionary look-up (lexicon.ts) instead of a check of `text`. */
  words?: string[];
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
  const work = req.words
    ? knownWords(req.words, req.language).then((known) => ({ known }))
    : checkText(req.text, req.language);
  work.then(
    (result) => port.postMessage({ id: req.id, result }),
    (error: unknown) =>
      port.postMessage({ id: req.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
