import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { AiClient } from '../ai/provider.js';
import { modelHealthCheck } from './model-check.js';

describe('modelHealthCheck', () => {
  it('probes once per ttl, whatever the status, and is null without a model', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.writeHead(401).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let now = 0;
    const check = modelHealthCheck({ endpoint: `http://127.0.0.1:${port}/v1/` } as AiClient, {
      now: () => now,
    })!;
    expect(await check()).toEqual({ reachable: true });
    expect(await check()).toEqual({ reachable: true });
    expect(hits).toBe(1);
    now = 6_000;
    await check();
    expect(hits).toBe(2);
    server.close();
    expect(modelHealthCheck(null)).toBeNull();
  });
});
