import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultAppUrl } from './app-url.js';
import { loadConfig } from './config.js';

describe('defaultAppUrl', () => {
  it('keeps the address the server listens on', () => {
    expect(defaultAppUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(defaultAppUrl('localhost', 8080)).toBe('http://localhost:8080');
    expect(defaultAppUrl('journal.lan', 3000)).toBe('http://journal.lan:3000');
  });

  it('names this machine for an any-interface address', () => {
    expect(defaultAppUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(defaultAppUrl('::', 3000)).toBe('http://localhost:3000');
  });

  it('brackets an IPv6 address', () => {
    expect(defaultAppUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(defaultAppUrl('[::1]', 3000)).toBe('http://[::1]:3000');
  });
});

describe('APP_URL default in the configuration', () => {
  const configWith = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-app-url-'));
    try {
      return loadConfig({ DATA_DIR: dataDir, AUTH_JWT_SECRET: 'x'.repeat(32), ...env });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('follows HOST and PORT when unset, and says so', () => {
    expect(configWith({ HOST: '127.0.0.1', PORT: '4123' })).toMatchObject({
      appUrl: 'http://127.0.0.1:4123',
      appUrlDerived: true,
    });
    expect(configWith({}).appUrl).toBe('http://localhost:3000');
  });

  it('takes APP_URL as given when set', () => {
    expect(configWith({ HOST: '127.0.0.1', APP_URL: 'https://ink.example.org/' })).toMatchObject({
      appUrl: 'https://ink.example.org',
      appUrlDerived: false,
    });
  });
});
