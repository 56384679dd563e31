import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { parseEml, type ParsedMail } from '../../src/mail/eml.js';
import type { TestApp } from './app.js';

export interface OutboxMail extends ParsedMail {
  /** The .eml file as written. */
  raw: string;
  /** A header's value with its folded lines joined, undecoded (e.g. List-Unsubscribe). */
  header: (name: string) => string | undefined;
}

/** The mails the test app wrote to its outbox, oldest first; none before the first mail. */
export function outboxMails(t: TestApp): OutboxMail[] {
  const dir = join(t.deps.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(join(dir, f), 'utf8');
      const unfolded = raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1];
      return { ...parseEml(raw), raw, header };
    });
}

/**
 * An API call on the real clock while the app's mails run on its fake one: access tokens are checked
 * against the clock, so a request on a fake day would be refused.
 */
export async function injectOnRealClock(t: TestApp, opts: InjectOptions) {
  const fake = t.clock.now;
  t.clock.now = Date.now();
  try {
    return await t.app.inject(opts);
  } finally {
    t.clock.now = fake;
  }
}
