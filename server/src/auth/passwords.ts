import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { HashGate, type HashLane } from './hash-gate.js';

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap for a hostile client. */
export const MAX_PASSWORD_LENGTH = 1000;

// argon2id (Algorithm.Argon2id = 2; the package's const enum can't be imported under isolatedModules).
// OWASP's minimum profile: 19 MiB, 2 passes — tens of milliseconds a hash, so sign-up stays quick.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every argon2 run of the process passes this gate: a flood of hashing requests queues (boundedly) instead
 * of keeping every core busy, and sign-ins overtake the queue (decision 126).
 */
export const hashGate = new HashGate({
  slots: Math.max(1, Math.min(4, availableParallelism())),
  maxQueued: { 'sign-in': 64, other: 16 },
  maxWaitMs: 10_000,
});

export const hashPassword = (password: string, lane: HashLane = 'other'): Promise<string> =>
  hashGate.run(lane, () => hash(password, ARGON2));

export async function verifyPassword(
  passwordHash: string,
  password: string,
  lane: HashLane = 'other',
): Promise<boolean> {
  return hashGate.run(lane, async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never matches
    }
  });
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same work as a real check for an unknown email, so response time does not tell whether
 * an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), 'sign-in').catch((err: unknown) => {
    dummyHash = undefined; // a busy gate must not leave a failed promise cached for good
    throw err;
  });
  await verifyPassword(await dummyHash, password, 'sign-in');
}

export type WeakPasswordReason = 'length' | 'pwned';

/** The server's password policy; an empty list means the password is acceptable. */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push('pwned');
  return reasons;
}

export function weakPasswordMessage(reasons: WeakPasswordReason[]): string {
  const parts: string[] = [];
  if (reasons.includes('length'))
    parts.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (reasons.includes('pwned')) {
    parts.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return parts.join(' ');
}
