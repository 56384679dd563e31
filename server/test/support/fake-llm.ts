import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicReply, isAnthropicPath } from './fake-anthropic.js';
import { strictSchemaProblem } from './openai-strict.js';
import { REASONING_MODELS, reasoningRefusal } from './openai-reasoning.js';

/**
 * A real model server on 127.0.0.1 for tests of the model path, speaking two wire protocols from one
 * script: OpenAI-compatible POST /v1/chat/completions (plain JSON, or SSE chunks when the request
 * streams) and Anthropic POST /v1/messages (fake-anthropic.ts). Records every request. With
 * `strict` on it refuses, as api.openai.com does, a strict json_schema it would not accept.
 */

export interface ReplyShape {
  delayMs?: number;
  /** 'length': the answer stops at max_tokens (OpenAI finish_reason, Anthropic stop_reason max_tokens). */
  finishReason?: 'stop' | 'length';
  /** Streamed answers: characters per event (default: the server's `chunkChars`). */
  chunkChars?: number;
  chunkDelayMs?: number;
  /** Streamed answers: the connection is destroyed after this many chunks (a drop mid-body). */
  cutAfterChunks?: number;
  /** Anthropic, streamed: an `error` event of this type (e.g. overloaded_error) after the first chunk. */
  streamError?: string;
}

export type FakeReply =
  /** A good answer: the assistant message's content is this value as JSON. */
  | ({ json: unknown } & ReplyShape)
  /** An answer whose content is this raw text (e.g. malformed JSON, a <think> block, fences). */
  | ({ content: string } & ReplyShape)
  /** The model declines: OpenAI's `refusal` field, Anthropic's stop_reason 'refusal'. */
  | ({ refusal: string } & ReplyShape)
  /** An HTTP error, e.g. 429 with Retry-After, 503, 529. */
  | { status: number; headers?: Record<string, string>; body?: unknown; delayMs?: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatRequestBody;
}

/** The parts of an OpenAI chat (or Anthropic messages) request the tests look at. */
export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
  stream?: boolean;
  max_tokens?: number;
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
  /** Refuse (400) a strict json_schema that api.openai.com would refuse. */
  strict: boolean;
  /** Models answered as OpenAI's reasoning models are: 400 to max_tokens and to temperature ≠ 1. */
  reasoningModels: RegExp;
  /** Streamed answers are paced at this many tokens (4 characters) per second, when set. */
  tokensPerSecond?: number;
  /**
   * Characters of answer per streamed event when a reply does not say (default 4: about one token, as
   * api.openai.com and api.anthropic.com stream).
   */
  chunkChars: number;
  /** Tokens counted as the real servers report them (≈ 4 characters a token). */
  usage: { promptTokens: number; completionTokens: number };
  close(): Promise<void>;
}

export async function startFakeLlm(opts: { strict?: boolean } = {}): Promise<FakeLlm> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const fake: FakeLlm = {
    baseUrl: '',
    requests,
    strict: opts.strict ?? false,
    reasoningModels: REASONING_MODELS,
    chunkChars: REAL_CHUNK_CHARS,
    usage: { promptTokens: 0, completionTokens: 0 },
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
    const anthropic = isAnthropicPath(req.url);
    if (req.method !== 'POST' || (req.url !== '/v1/chat/completions' && !anthropic)) {
      return send(res, 404, { error: { message: `fake-llm: no route ${req.method} ${req.url}` } });
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      return send(res, 400, { error: { message: 'fake-llm: request body is not JSON' } });
    }
    const recorded: RecordedRequest = { method: req.method, path: req.url!, headers: req.headers, body };
    requests.push(recorded);
    fake.usage.promptTokens += tokens(JSON.stringify(body.messages ?? []) + String(body.system ?? ''));
    if (!anthropic && fake.strict) {
      const format = body.response_format;
      const problem =
        format?.type === 'json_schema' && format.json_schema?.strict
          ? strictSchemaProblem(format.json_schema.schema)
          : undefined;
      if (problem) {
        return send(res, 400, {
          error: {
            message: `Invalid schema for response_format '${format?.json_schema?.name ?? 'response'}': ${problem}`,
            type: 'invalid_request_error',
            param: 'response_format',
            code: null,
          },
        });
      }
    }
    const refused =
      !anthropic && fake.reasoningModels.test(body.model ?? '') ? reasoningRefusal(body) : undefined;
    if (refused) return send(res, 400, refused);
    const reply = queue.shift() ?? fake.fallback(recorded);
    if (reply.delayMs) {
      const aborted = await waitOrClose(res, reply.delayMs);
      if (aborted) return;
    }
    if ('status' in reply) {
      const fallbackBody = anthropic
        ? {
            type: 'error',
            error: { type: 'overloaded_error', message: `fake-llm: scripted ${reply.status}` },
          }
        : { error: { message: `fake-llm: scripted ${reply.status}` } };
      return send(res, reply.status, reply.body ?? fallbackBody, reply.headers);
    }
    const text = 'json' in reply ? JSON.stringify(reply.json) : 'content' in reply ? reply.content : '';
    fake.usage.completionTokens += tokens(text || ('refusal' in reply ? reply.refusal : ''));
    const size = reply.chunkChars ?? fake.chunkChars;
    if (anthropic) return anthropicReply(res, body, reply, text, pacing(reply), size);
    if (!body.stream) {
      return send(res, 200, {
        id: `chatcmpl-fake-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'fake-model',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: 'refusal' in reply ? null : text,
              ...('refusal' in reply ? { refusal: reply.refusal } : {}),
            },
            finish_reason: reply.finishReason ?? 'stop',
          },
        ],
        usage: usageOf(body, text),
      });
    }
    const id = `chatcmpl-fake${String(requests.length).padStart(26, '0')}`;
    const withUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
    // The shape api.openai.com sends, every field of it: the wrapping is ~200 bytes per event.
    const chunk = (delta: object, finish: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake-model',
      service_tier: 'default',
      system_fingerprint: 'fp_fake0000',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...(withUsage ? { usage: null } : {}),
    });
    const events: object[] = [chunk({ role: 'assistant', content: '', refusal: null }, null)];
    if ('refusal' in reply) events.push(chunk({ refusal: reply.refusal }, null));
    for (const piece of pieces(text, size)) events.push(chunk({ content: piece }, null));
    events.push(chunk({}, reply.finishReason ?? 'stop'));
    if (withUsage) {
      events.push({ ...chunk({}, null), choices: [], usage: usageOf(body, text) });
    }
    return streamSse(
      res,
      events.map((e) => `data: ${JSON.stringify(e)}\n\n`).concat('data: [DONE]\n\n'),
      pacing(reply),
    );
  }

  function pacing(reply: ReplyShape): Pacing {
    return {
      cutAfter: reply.cutAfterChunks,
      delayFor: (chars) =>
        reply.chunkDelayMs ?? (fake.tokensPerSecond ? (tokens(chars) / fake.tokensPerSecond) * 1000 : 0),
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  return fake;
}

export interface Pacing {
  cutAfter: number | undefined;
  /** Milliseconds to wait before a chunk carrying `chars` characters of answer. */
  delayFor: (chars: string) => number;
}

/** Characters per streamed event of the real services: about one token. */
export const REAL_CHUNK_CHARS = 4;

/** ≈ 4 characters per token, as tokenizers average on prose. */
export const tokens = (s: string) => Math.ceil(s.length / 4);

function usageOf(body: ChatRequestBody, text: string) {
  const prompt = tokens(JSON.stringify(body.messages ?? []));
  const completion = tokens(text);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** The text in chunks of `size` characters, on code-point boundaries. */
export function pieces(text: string, size: number): string[] {
  const points = [...text];
  const n = Math.max(1, size);
  const out: string[] = [];
  for (let i = 0; i < points.length; i += n) out.push(points.slice(i, i + n).join(''));
  return out;
}

/** Writes SSE frames with pacing; destroys the socket after `cutAfter` frames (a dropped connection). */
export async function streamSse(res: ServerResponse, frames: string[], pacing: Pacing): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  for (const [i, frame] of frames.entries()) {
    if (res.destroyed) return;
    if (pacing.cutAfter !== undefined && i >= pacing.cutAfter) {
      res.socket?.destroy();
      return;
    }
    const wait = pacing.delayFor(
      /"(?:content|text|partial_json)":"((?:[^"\\]|\\.)*)"/.exec(frame)?.[1] ?? '',
    );
    if (wait > 0 && (await waitOrClose(res, wait))) return;
    res.write(frame);
  }
  res.end();
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
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
