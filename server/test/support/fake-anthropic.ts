import type { ServerResponse } from 'node:http';
import {
  pieces,
  send,
  streamSse,
  tokens,
  type ChatRequestBody,
  type Pacing,
  type ReplyShape,
} from './fake-llm.js';

/**
 * The Anthropic Messages side of the fake model server (POST /v1/messages): a scripted answer as a
 * text block (structured output, `output_config.format`) or as a `tool_use` block when the request
 * forces a tool (the SDK's JSON-tool mode), plain or as SSE events; stop_reason `end_turn`,
 * `max_tokens` or `refusal`. Errors (e.g. 529 overloaded) come from the shared script.
 */
export const isAnthropicPath = (url: string | undefined) => url === '/v1/messages';

type Reply = ({ json: unknown } | { content: string } | { refusal: string }) & ReplyShape;

export function anthropicReply(
  res: ServerResponse,
  body: ChatRequestBody,
  reply: Reply,
  text: string,
  pacing: Pacing,
  chunkChars: number,
): Promise<void> | void {
  const tools = (body.tools as Array<{ name: string }> | undefined) ?? [];
  // A forced tool (`tool` by name, or `any` of one tool): the SDK's JSON-tool mode.
  const choice = body.tool_choice as { type?: string; name?: string } | undefined;
  const tool =
    choice?.type === 'tool'
      ? tools.find((t) => t.name === choice.name)
      : choice?.type === 'any'
        ? tools[0]
        : undefined;
  const stop =
    'refusal' in reply
      ? 'refusal'
      : reply.finishReason === 'length'
        ? 'max_tokens'
        : tool
          ? 'tool_use'
          : 'end_turn';
  const usage = { input_tokens: tokens(JSON.stringify(body.messages ?? [])), output_tokens: tokens(text) };
  const id = `msg_fake_${Date.now()}`;
  const model = body.model ?? 'claude-fake';
  if (!body.stream) {
    const content =
      'refusal' in reply
        ? []
        : tool
          ? [{ type: 'tool_use', id: 'toolu_fake', name: tool.name, input: safeJson(text) }]
          : [{ type: 'text', text }];
    return send(res, 200, {
      id,
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage,
    });
  }
  const events: Array<[string, object]> = [
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: usage.input_tokens, output_tokens: 1 },
        },
      },
    ],
  ];
  // api.anthropic.com sends a ping between message_start and the first block.
  events.push(['ping', { type: 'ping' }]);
  if (!('refusal' in reply)) {
    events.push([
      'content_block_start',
      {
        type: 'content_block_start',
        index: 0,
        content_block: tool
          ? { type: 'tool_use', id: 'toolu_fake', name: tool.name, input: {} }
          : { type: 'text', text: '' },
      },
    ]);
    if (reply.streamError) {
      const error = { type: 'error', error: { type: reply.streamError, message: 'Overloaded' } };
      return streamSse(
        res,
        [...events, ['error', error] as [string, object]].map(
          ([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
        ),
        pacing,
      );
    }
    for (const piece of pieces(text, chunkChars)) {
      const delta = tool
        ? { type: 'input_json_delta', partial_json: piece }
        : { type: 'text_delta', text: piece };
      events.push(['content_block_delta', { type: 'content_block_delta', index: 0, delta }]);
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index: 0 }]);
  }
  events.push([
    'message_delta',
    {
      type: 'message_delta',
      delta: { stop_reason: stop, stop_sequence: null },
      usage: { output_tokens: usage.output_tokens },
    },
  ]);
  events.push(['message_stop', { type: 'message_stop' }]);
  return streamSse(
    res,
    events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    pacing,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
