import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors.js';
import type { BundleEntry, ImportBundle } from './bundle.js';
import type { UploadSource } from './formats/journal-import.js';
import { IMPORT_COSTS } from './import-limits.js';

/** What the parse thread is given: the upload's file on disk, or (a small JSON body) its bytes. */
export interface ParseJob {
  entry: string;
  file: string;
  path?: string;
  bytes?: Uint8Array;
}

/** What it answers, in order: parts of the bundle's lists, then `done` (or one `error`). */
export type ParseMessage =
  | { kind: 'part'; section: 'entries' | 'doc.entries' | 'doc.concepts' | 'doc.sessions'; items: unknown[] }
  | { kind: 'done'; format: string; head: Record<string, unknown> | null }
  | { kind: 'error'; message: string; importError?: { file: string; line?: number | undefined } };

export interface ParseLimits {
  heapMb: number;
  timeoutMs: number;
}

/**
 * Parses an upload (JSON export, Markdown/text journal, zip) in a thread of its own, so a large or hostile
 * file never holds the event loop (issue 21): the thread's heap is capped (a file needing more is a
 * 413) and so is its time (a 400), and the bundle comes back in parts of a few hundred records, one
 * part per task of the main thread (it asks for the next when it has taken one apart). A refusal of the parser is a 400 naming file and line.
 */
export function parseOffThread(
  file: string,
  source: UploadSource,
  limits: ParseLimits = { heapMb: IMPORT_COSTS.parseHeapMb, timeoutMs: IMPORT_COSTS.parseTimeoutMs },
): Promise<ImportBundle> {
  const job: ParseJob = {
    entry: new URL('./parse-worker.ts', import.meta.url).href,
    file,
    ...(Buffer.isBuffer(source) ? { bytes: new Uint8Array(source) } : { path: source.path }),
  };
  const worker = new Worker(new URL('./parse-thread-boot.mjs', import.meta.url), {
    workerData: job,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
  });
  const entries: BundleEntry[] = [];
  const doc = { entries: [] as unknown[], concepts: [] as unknown[], sessions: [] as unknown[] };
  return new Promise<ImportBundle>((resolve, reject) => {
    let settled = false;
    const settle = (work: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      work();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new HttpError(
              400,
              `${file}: reading the file took longer than ${limits.timeoutMs / 1000} s; import it in smaller parts`,
            ),
          ),
        ),
      limits.timeoutMs,
    );
    worker.on('message', (m: ParseMessage) => {
      if (m.kind === 'part') {
        const list = m.section === 'entries' ? entries : doc[m.section.slice(4) as keyof typeof doc];
        for (const item of m.items) list.push(item as never);
        // The next part in a task of its own, after whatever else waits for the event loop.
        setImmediate(() => {
          if (!settled) worker.postMessage('next');
        });
      } else if (m.kind === 'error') {
        settle(() =>
          reject(
            new HttpError(
              400,
              m.importError ? m.message : `${file}: the file could not be read (${m.message})`,
            ),
          ),
        );
      } else {
        const bundle: ImportBundle = { format: m.format, entries };
        if (m.head) {
          // The document's entries' texts were sent once, as the bundle's entries (same ref).
          const texts = new Map(entries.map((e) => [e.key, e.text]));
          for (const e of doc.entries as { ref: string; content?: string }[])
            e.content = texts.get(e.ref) ?? '';
          bundle.rich = { document: { ...m.head, ...doc } };
        }
        settle(() => resolve(bundle));
      }
    });
    worker.on('error', (e: Error & { code?: string }) =>
      settle(() =>
        reject(
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(
                413,
                `${file}: reading the file needs more than the ${limits.heapMb} MB an import may use; import it in smaller parts`,
              )
            : new HttpError(400, `${file}: the file could not be read (${e.message})`),
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the import's parse thread stopped (exit code ${code})`))),
    );
  });
}
