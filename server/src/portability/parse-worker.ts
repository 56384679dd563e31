import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import type { ExportDocument } from '@inkwell/contract';
import { ImportError } from './bundle.js';
import type { ParseJob, ParseMessage } from './parse-thread.js';
import { toBundle } from './to-bundle.js';

/** Records per message: each message is taken apart by the main thread in one short task of its own. */
const PART = 200;

const job = workerData as ParseJob;
const send = (m: ParseMessage) => parentPort!.postMessage(m);

/**
 * One part at a time, the next when the main thread asks for it: parts sent all at once are all taken
 * apart in one task of the main thread (a 50 MB file held it for 0.6 s).
 */
async function sendParts(section: Extract<ParseMessage, { kind: 'part' }>['section'], items: unknown[]) {
  for (let i = 0; i < items.length; i += PART) {
    send({ kind: 'part', section, items: items.slice(i, i + PART) });
    await once(parentPort!, 'message');
  }
}

try {
  const bundle = await toBundle(job.file, job.path ? { path: job.path } : Buffer.from(job.bytes!));
  await sendParts('entries', bundle.entries);
  const doc = bundle.rich?.document as ExportDocument | undefined;
  if (doc) {
    const { entries, concepts, sessions, ...head } = doc;
    // Each entry's text travels once, in the bundle's entries (by ref); the main thread links it back.
    await sendParts(
      'doc.entries',
      entries.map(({ content: _sent, ...rest }) => rest),
    );
    await sendParts('doc.concepts', concepts);
    await sendParts('doc.sessions', sessions);
    send({ kind: 'done', format: bundle.format, head });
  } else send({ kind: 'done', format: bundle.format, head: null });
} catch (e) {
  const err = e as Error;
  send(
    err instanceof ImportError
      ? { kind: 'error', message: err.message, importError: { file: err.file, line: err.line } }
      : { kind: 'error', message: err.message ?? String(e) },
  );
}
