import { answerError, authorizedFetch } from '../lib/api';

export interface Progress {
  bytes: number;
  /** 0–100 from the server's size estimate; null when it gave none. */
  percent: number | null;
}

/**
 * Downloads an export as a stream, reporting bytes as they arrive (the body has no Content-Length:
 * the server streams it from the database), then saves it under the server's file name.
 */
export async function downloadExport(path: string, onProgress: (p: Progress) => void): Promise<string> {
  const res = await authorizedFetch(path);
  if (!res.ok || !res.body) throw await answerError(res, `Export failed (${res.status})`);
  const estimate = Number(res.headers.get('x-inkwell-estimated-bytes')) || null;
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'inkwell-export';
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.length;
    onProgress({ bytes, percent: estimate ? Math.min(99, Math.round((bytes / estimate) * 100)) : null });
  }
  onProgress({ bytes, percent: 100 });
  const url = URL.createObjectURL(
    new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? '' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function formatBytes(n: number, locale = 'en'): string {
  if (n < 1024) return `${n} B`;
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (n < 1024 * 1024) return `${oneDecimal.format(n / 1024)} KB`;
  return `${oneDecimal.format(n / 1024 / 1024)} MB`;
}
