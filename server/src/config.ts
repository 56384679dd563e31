import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultAppUrl } from './app-url.js';
import { ensurePrivateDir, makePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for the embedded SQLite)')
    .optional(),
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_AUTOCONFIRM: flag.default(false),
  AUTH_RATE_LIMITS: flag.default(true),
  AUTH_MODE: z.enum(['builtin', 'external']).default('builtin'),
  AUTH_EXTERNAL_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_EXTERNAL_JWKS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AUTH_EXTERNAL_ISSUER: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Inkwell <no-reply@inkwell.local>'),
  DEV_OUTBOX: flag.default(false),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_PROVIDER: z.enum(['offline', 'openai-compatible', 'anthropic']).default('offline'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(1024).max(200_000).default(8192),
  AI_TOKEN_PARAMETER: z.enum(['auto', 'max_tokens', 'max_completion_tokens']).default('auto'),
  TRUST_PROXY: flag.default(false),
  JOBS_IN_PROCESS: flag.default(true),
  EXERCISE_MODULE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // The longest Retry-After a 429/503/529 may ask us to wait before the job runs again (decision 196).
  AI_RETRY_AFTER_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  JOB_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).optional(),
  // How often reminder and digest mails are looked for (decision 255).
  MAIL_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOBS_STOP_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Per-user quotas on AI work (decision 134); 0 turns a limit off.
  QUOTA_ASSESSMENTS_PER_HOUR: z.coerce.number().int().min(0).max(10_000).default(20),
  QUOTA_SESSIONS_IN_FLIGHT: z.coerce.number().int().min(0).max(1000).default(3),
  QUOTA_CONCEPTS_PER_SESSION: z.coerce.number().int().min(1).max(10).default(10),
  QUOTA_MODEL_CALLS_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(300),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** True when APP_URL is unset and appUrl comes from HOST and PORT. */
  appUrlDerived: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Who issues the access tokens the API accepts (docs/decisions/124-external-auth.md). */
  auth: AuthModeConfig;
  autoconfirm: boolean;
  rateLimits: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve the mail outbox at /dev/outbox (no SMTP only). Anyone who can reach it can read every link. */
  devOutbox: boolean;
  webDist: string | undefined;
  logLevel: string;
  ai: AiConfig;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (per-IP rate limits). */
  trustProxy: boolean;
  /** Run job workers inside the API process (off when separate `npm run worker` processes do it). */
  jobsInProcess: boolean;
  /** Exercise modules generated at once per process. */
  exerciseModuleConcurrency: number;
  /** Overrides every job type's lease: how soon a killed worker's job is picked up again. */
  jobLeaseMs: number | undefined;
  /** On SIGTERM, how long running jobs may finish before they are handed back. */
  jobsStopGraceMs: number;
  /** Seconds between looks for due reminder and digest mails (MAIL_TICK_SECONDS). */
  mailTickSeconds: number;
  /** Per-user limits on AI work, counted in the database (docs/decisions/134-ai-quotas-and-fair-queue.md). */
  quotas: QuotaConfig;
}

/** 0 means no limit (except concepts per session, which is always 1–10). */
export interface QuotaConfig {
  assessmentsPerHour: number;
  /** Exercise sessions of one user still generating at once (a new deck session is refused beyond). */
  sessionsInFlight: number;
  /** Modules in one session: a deck request beyond is refused, an assessment's concepts are cut. */
  conceptsPerSession: number;
  /** Model generations (an assessment, a module) per user per day; only with a model provider. */
  modelCallsPerDay: number;
}

/**
 * `builtin`: this server's own /auth/v1 service signs tokens with `jwtSecret` and keeps sessions.
 * `external`: an external Supabase Auth project does; the API only verifies its tokens.
 */
export type AuthModeConfig =
  | { mode: 'builtin' }
  | {
      mode: 'external';
      /** The project's legacy HS256 JWT secret. */
      jwtSecret: string | undefined;
      /** The project's JWKS (asymmetric signing keys). */
      jwksUrl: string | undefined;
      /** When set, the `iss` claim must equal it. */
      issuer: string | undefined;
    };

/** The assessor and exercise generator's model (docs/decisions/050-ai-layer.md). */
export interface AiConfig {
  provider: 'offline' | 'openai-compatible' | 'anthropic';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Calls in flight at once per provider. */
  concurrency: number;
  /** Output-token maximum of the provider or model (AI_MAX_OUTPUT_TOKENS; default 8192). */
  maxOutputTokens?: number;
  /**
   * OpenAI-compatible: the output-limit parameter (AI_TOKEN_PARAMETER). 'auto': max_completion_tokens
   * for OpenAI reasoning models (o1, o3, gpt-5…), max_tokens otherwise, corrected from a 400.
   */
  tokenParameter?: 'auto' | 'max_tokens' | 'max_completion_tokens';
  /** The longest Retry-After honoured, in ms (AI_RETRY_AFTER_MAX_SECONDS; default 300 s). */
  retryAfterMaxMs?: number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; empty strings count as unset so `FOO=` falls back to the default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE }); // a folder it creates is private
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? defaultAppUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    appUrlDerived: e.APP_URL === undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.AUTH_JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    auth: authModeConfig(e),
    autoconfirm: e.AUTH_AUTOCONFIRM,
    rateLimits: e.AUTH_RATE_LIMITS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devOutbox: e.DEV_OUTBOX,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    ai: aiConfig(e),
    trustProxy: e.TRUST_PROXY,
    jobsInProcess: e.JOBS_IN_PROCESS,
    exerciseModuleConcurrency: e.EXERCISE_MODULE_CONCURRENCY,
    jobLeaseMs: e.JOB_LEASE_MS,
    jobsStopGraceMs: e.JOBS_STOP_GRACE_MS,
    mailTickSeconds: e.MAIL_TICK_SECONDS,
    quotas: {
      assessmentsPerHour: e.QUOTA_ASSESSMENTS_PER_HOUR,
      sessionsInFlight: e.QUOTA_SESSIONS_IN_FLIGHT,
      conceptsPerSession: e.QUOTA_CONCEPTS_PER_SESSION,
      modelCallsPerDay: e.QUOTA_MODEL_CALLS_PER_DAY,
    },
  };
}

function authModeConfig(e: z.output<typeof envSchema>): AuthModeConfig {
  const externalVars = [
    'AUTH_EXTERNAL_JWT_SECRET',
    'AUTH_EXTERNAL_JWKS_URL',
    'AUTH_EXTERNAL_ISSUER',
  ] as const;
  if (e.AUTH_MODE === 'builtin') {
    // A key set without the mode would be silently ignored, and the operator would think it in use.
    const stray = externalVars.filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      const lines = stray.map((name) => `  ${name}: only used when AUTH_MODE=external`);
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
    return { mode: 'builtin' };
  }
  if (!e.AUTH_EXTERNAL_JWT_SECRET && !e.AUTH_EXTERNAL_JWKS_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_EXTERNAL_JWT_SECRET or AUTH_EXTERNAL_JWKS_URL: required when AUTH_MODE=external',
    );
  }
  return {
    mode: 'external',
    jwtSecret: e.AUTH_EXTERNAL_JWT_SECRET,
    jwksUrl: e.AUTH_EXTERNAL_JWKS_URL,
    issuer: e.AUTH_EXTERNAL_ISSUER,
  };
}

function aiConfig(e: z.output<typeof envSchema>): AiConfig {
  const missing: string[] = [];
  if (e.AI_PROVIDER !== 'offline' && !e.AI_MODEL) missing.push('AI_MODEL');
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) missing.push('AI_BASE_URL');
  if (e.AI_PROVIDER === 'anthropic' && !e.AI_API_KEY) missing.push('AI_API_KEY');
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when AI_PROVIDER=${e.AI_PROVIDER}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    provider: e.AI_PROVIDER,
    baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
    apiKey: e.AI_API_KEY,
    model: e.AI_MODEL,
    timeoutMs: e.AI_TIMEOUT_MS,
    maxRetries: e.AI_MAX_RETRIES,
    maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
    tokenParameter: e.AI_TOKEN_PARAMETER,
    concurrency: e.AI_CONCURRENCY,
    retryAfterMaxMs: e.AI_RETRY_AFTER_MAX_SECONDS * 1000,
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens stay valid across restarts. */
function persistedSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  ensurePrivateDir(dir); // also narrows a folder an older version left readable
  if (existsSync(file)) {
    makePrivate(file);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return secret;
}
