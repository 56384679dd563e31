import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for tests of the model path: POST
 * /v1/chat/completions answers from a script, one reply per request, and records every request.
 */

export type FakeReply =
  /** A good answer: the assistant message's content is this value as JSON. */
  | { json: unknown; delayMs?: number }
  /** An answer whose content is this raw text (e.g. malformed JSON). */
  | { content: string; delayMs?: number }
  /** An HTTP error, e.g. 429 with Retry-After or 503. */
  | { status: number; headers?: Record<string, string>; body?: unknown; delayMs?: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatRequestBody;
}

/** The parts of an OpenAI chat request the tests look at. */
export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
  [key: string]: unknown;
}

export interface FakeLlm {
  /** Base URL to use as AI_BASE_URL, e.g. http://127.0.0.1:40123/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  script(...replies: FakeReply[]): void;
  /** Used when the script is empty (default: a 500 saying so). */
  fallback: (req: RecordedRequest) => FakeReply;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const fake: FakeLlm = {
    baseUrl: '',
    requests,
    script: (...replies) => queue.push(...replies),
    fallback: () => ({ status: 500, body: { error: { message: 'fake-llm: no scripted reply left' } } }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: `fake-llm: no route ${req.method} ${req.url}` } });
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      return send(res, 400, { error: { message: 'fake-llm: request body is not JSON' } });
    }
    const recorded: RecordedRequest = { method: req.method, path: req.url, headers: req.headers, body };
    requests.push(recorded);
    const reply = queue.shift() ?? fake.fallback(recorded);
    if (reply.delayMs) {
      const aborted = await waitOrClose(res, reply.delayMs);
      if (aborted) return;
    }
    if ('status' in reply) {
      return send(
        res,
        reply.status,
        reply.body ?? { error: { message: `fake-llm: scripted ${reply.status}` } },
        reply.headers,
      );
    }
    const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
    return send(res, 200, {
      id: `chatcmpl-fake-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  return fake;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Waits `ms`, or less if the client hangs up; true when it hung up. */
function waitOrClose(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(false);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(true);
    };
    res.once('close', onClose);
  });
}
