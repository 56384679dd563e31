import { Worker } from 'node:worker_threads';
import type { CheckResult } from './issue.js';

type Pending = { worker: Worker; resolve: (r: unknown) => void; reject: (e: Error) => void };
type Reply = { id: number; result?: unknown; error?: string };

/**
 * Sends texts to the checker thread (started on first use, restarted if it dies). The thread only
 * keeps the process alive while a check is pending, so scripts can end and servers are unaffected.
 */
export class OfflineChecker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  check(text: string, language: string): Promise<CheckResult> {
    return this.send<CheckResult>({ text, language });
  }

  /** The words of `words` the dictionary of `language` knows as written (lexicon.ts). */
  async knownWords(words: string[], language: string): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const { known } = await this.send<{ known: string[] }>({ text: '', language, words });
    return new Set(known);
  }

  private send<T>(request: { text: string; language: string; words?: string[] }): Promise<T> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const result = new Promise<T>((resolve, reject) =>
      this.pending.set(id, { worker, resolve: resolve as (r: unknown) => void, reject }),
    );
    worker.ref();
    worker.postMessage({ id, ...request });
    return result;
  }

  /** Loads the checker of `language` ahead of use (e.g. at start-up) by checking an empty text. */
  async warm(language: string): Promise<void> {
    await this.check('', language);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const entry = new URL('./worker.ts', import.meta.url).href;
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry },
      execArgv: [],
    });
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) =>
      this.failAll(worker, new Error(`The offline checker stopped (exit code ${code})`)),
    );
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(reply: Reply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (reply.result) pending.resolve(reply.result);
    else pending.reject(new Error(reply.error ?? 'The offline checker failed'));
  }

  /** Rejects the checks sent to `worker` (not those of a thread started after it). */
  private failAll(worker: Worker, error: Error) {
    if (this.worker === worker) this.worker = null;
    for (const [id, p] of this.pending) {
      if (p.worker !== worker) continue;
      this.pending.delete(id);
      p.reject(error);
    }
  }
}

let shared: OfflineChecker | null = null;

/** The process-wide checker thread. */
export function sharedOfflineChecker(): OfflineChecker {
  shared ??= new OfflineChecker();
  return shared;
}
