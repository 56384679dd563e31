import yazl from 'yazl';

/** Test helper: a zip of the given files, built in memory (yazl, the library the export uses). */
export function zipOf(files: Record<string, string | Buffer>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(body) ? body : Buffer.from(body), name, { compress });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
