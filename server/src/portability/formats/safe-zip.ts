import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IMPORT_LIMITS, ImportError } from '../bundle.js';

export interface ZipText {
  name: string;
  bytes: Buffer;
}

export interface ZipLimits {
  maxFiles: number;
  maxExpandedBytes: number;
  /** Above this expansion ratio a file of more than 1 MiB is treated as a zip bomb. */
  maxRatio: number;
}

export const DEFAULT_LIMITS: ZipLimits = {
  maxFiles: IMPORT_LIMITS.maxEntries,
  maxExpandedBytes: IMPORT_LIMITS.maxExpandedBytes,
  maxRatio: 100,
};

/**
 * The journal files of an uploaded zip, read defensively (decision 162): the central directory's names
 * and sizes are checked before anything is inflated, and inflated bytes are counted again while reading
 * (yauzl also refuses an entry whose data disagrees with its declared size). Folders, macOS metadata and
 * files that are not .md/.markdown/.txt are skipped. A zip on disk is read from the file (random access),
 * and each member goes to `onFile` as soon as it is inflated, so memory holds one member at a time.
 */
export async function forEachZipText(
  zipName: string,
  source: Buffer | { path: string },
  limits: ZipLimits,
  onFile: (file: ZipText) => void,
): Promise<void> {
  const zip = await open(zipName, source);
  try {
    const entries = await listEntries(zipName, zip, limits);
    let expanded = 0;
    for (const e of entries) {
      const bytes = await readEntry(zipName, zip, e, limits.maxExpandedBytes - expanded);
      expanded += bytes.length;
      onFile({ name: e.fileName, bytes });
    }
  } finally {
    zip.close();
  }
}

/** Every journal file of a zip in memory (see forEachZipText). */
export async function readZipTexts(
  zipName: string,
  data: Buffer,
  limits = DEFAULT_LIMITS,
): Promise<ZipText[]> {
  const out: ZipText[] = [];
  await forEachZipText(zipName, data, limits, (f) => out.push(f));
  return out;
}

function open(zipName: string, source: Buffer | { path: string }): Promise<ZipFile> {
  // Names are validated by us (to name the file); strings stay decoded as UTF-8 / CP437 by yauzl.
  const options = { lazyEntries: true, validateEntrySizes: true, strictFileNames: false };
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: ZipFile) => (err ? reject(damaged(zipName, err)) : resolve(zip!));
    if (Buffer.isBuffer(source)) yauzl.fromBuffer(source, options, done);
    else yauzl.open(source.path, { ...options, autoClose: false }, done);
  });
}

function listEntries(zipName: string, zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxFiles) {
    return Promise.reject(
      new ImportError(`holds ${zip.entryCount} files; at most ${limits.maxFiles}`, zipName),
    );
  }
  return new Promise((resolve, reject) => {
    const kept: Entry[] = [];
    let declared = 0;
    zip.on('entry', (e: Entry) => {
      const name = e.fileName;
      const bad = unsafeName(name);
      if (bad) return reject(new ImportError(`${bad}: "${name}"`, zipName));
      declared += e.uncompressedSize;
      if (declared > limits.maxExpandedBytes) {
        return reject(new ImportError(`expands to more than ${mib(limits.maxExpandedBytes)}`, zipName));
      }
      const ratio = e.uncompressedSize / Math.max(1, e.compressedSize);
      if (e.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio) {
        return reject(
          new ImportError(`compresses ${Math.round(ratio)}:1, which looks like a zip bomb`, name),
        );
      }
      if (wanted(name)) kept.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(kept));
    zip.on('error', (err: Error) => reject(damaged(zipName, err)));
    zip.readEntry();
  });
}

function readEntry(zipName: string, zip: ZipFile, e: Entry, budget: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(e, (err, stream) => {
      if (err) return reject(damaged(`${zipName}: ${e.fileName}`, err));
      const chunks: Buffer[] = [];
      let size = 0;
      stream!.on('data', (c: Buffer) => {
        size += c.length;
        // Belt and braces: the declared sizes were checked, the real bytes are counted too.
        if (size > budget) stream!.destroy(new Error(`expands to more than its declared size`));
        else chunks.push(c);
      });
      stream!.on('error', (er: Error) => reject(damaged(`${zipName}: ${e.fileName}`, er)));
      stream!.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Why a member's name may not be used, or null: we never write files, but a name must still be sane. */
export function unsafeName(name: string): string | null {
  if (name.includes('\0')) return 'a file name holds a NUL byte';
  if (name.includes('\\')) return 'a file name uses backslashes';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'an absolute path';
  if (name.split('/').includes('..')) return 'a path that leaves the archive ("..")';
  return null;
}

function wanted(name: string): boolean {
  if (name.endsWith('/')) return false;
  const parts = name.split('/');
  if (parts.some((p) => p.startsWith('.') || p === '__MACOSX')) return false;
  return /\.(md|markdown|txt)$/i.test(name);
}

const YAUZL_NAME_ERRORS: [RegExp, string][] = [
  [/^invalid relative path: (.*)$/s, 'a path that leaves the archive ("..")'],
  [/^absolute path: (.*)$/s, 'an absolute path'],
  [/^invalid characters in fileName: (.*)$/s, 'a file name uses backslashes'],
];

function damaged(file: string, err: Error): ImportError {
  if (err instanceof ImportError) return err;
  // yauzl checks names itself while listing; its wording is mapped onto ours.
  for (const [re, why] of YAUZL_NAME_ERRORS) {
    const m = err.message.match(re);
    if (m) return new ImportError(`${why}: "${m[1]}"`, file);
  }
  return new ImportError(`the zip is damaged or truncated (${err.message})`, file);
}

const mib = (n: number) => `${Math.round(n / 1024 / 1024)} MiB`;
