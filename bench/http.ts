import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';

export interface HttpFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const run = promisify(execFile);
const client = fileURLToPath(new URL('./load-client.mjs', import.meta.url));

/**
 * Drives one URL with autocannon on loopback, from a separate process, and returns throughput and
 * latency percentiles (ms).
 */
export async function measureHttp(
  url: string,
  opts: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    requests?: { method: string; path: string; body?: string; headers?: Record<string, string> }[];
  } = {},
): Promise<HttpFigures> {
  const options = {
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 5,
    headers: opts.headers ?? {},
    ...(opts.requests ? { requests: opts.requests } : {}),
  };
  const { stdout } = await run(process.execPath, [client, JSON.stringify(options)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as Result;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The same-run reference: a bare node:http server answering a small JSON body. */
export async function startBaselineServer(): Promise<{ url: string; server: Server }> {
  const body = JSON.stringify({ email: 'baseline@example.com', display_name: 'Baseline' });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

export const formatFigures = (f: HttpFigures) =>
  `${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}, non-2xx ${f.non2xx}`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A bench whose load met errors or non-2xx answers measured something else: it fails (also under smoke). */
export function assertAllOk(what: string, f: HttpFigures): void {
  if (f.errors + f.non2xx > 0) throw new Error(`${what}: ${f.errors} errors, ${f.non2xx} non-2xx answers`);
}
