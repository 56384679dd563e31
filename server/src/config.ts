import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Inkwell <no-reply@inkwell.local>'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  autoconfirm: boolean;
  rateLimits: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string | undefined;
  logLevel: string;
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
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.AUTH_JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    autoconfirm: e.AUTH_AUTOCONFIRM,
    rateLimits: e.AUTH_RATE_LIMITS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens stay valid across restarts. */
function persistedSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
