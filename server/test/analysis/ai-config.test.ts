import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAiClient } from '../../src/ai/provider.js';
import { createAssessor } from '../../src/assessor/assessor.js';
import { ConfigError, loadConfig } from '../../src/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-ai-config-'));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, AUTH_JWT_SECRET: 'x'.repeat(40), ...env });

describe('AI configuration', () => {
  it('defaults to the offline assessor with bounded retries and timeouts', () => {
    const { ai } = load({});
    expect(ai).toMatchObject({ provider: 'offline', timeoutMs: 60_000, maxRetries: 2, concurrency: 2 });
    expect(createAiClient(ai)).toBeNull();
    expect(createAssessor(ai).kind).toBe('offline');
  });

  it('names the missing variables of a model provider', () => {
    expect(() => load({ AI_PROVIDER: 'openai-compatible' })).toThrow(ConfigError);
    expect(() => load({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toThrow(
      'AI_BASE_URL: required when AI_PROVIDER=openai-compatible',
    );
    expect(() => load({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude' })).toThrow(
      'AI_API_KEY: required when AI_PROVIDER=anthropic',
    );
    expect(() => load({ AI_PROVIDER: 'gemini' })).toThrow('AI_PROVIDER');
    expect(() => load({ AI_TIMEOUT_MS: '10' })).toThrow('AI_TIMEOUT_MS');
  });

  it('builds model clients for both providers without calling them', () => {
    const openai = load({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_MODEL: 'llama3.1',
    });
    const client = createAiClient(openai.ai)!;
    expect(client).toMatchObject({
      modelName: 'llama3.1',
      endpoint: 'http://127.0.0.1:11434/v1',
      maxRetries: 2,
    });
    expect(createAssessor(openai.ai).kind).toBe('model');
    const anthropic = load({
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: 'k',
      AI_MODEL: 'claude-x',
      AI_CONCURRENCY: '4',
    });
    expect(createAiClient(anthropic.ai)).toMatchObject({
      modelName: 'claude-x',
      endpoint: 'https://api.anthropic.com/v1',
    });
  });
});
