import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { createExternalUser, EXTERNAL_AUTH_ENV } from '../support/external-auth.js';
import { buildFixture, caller, J, type Call, type Fixture } from './fixture.js';
import { API_MATRIX, parseKey, type ApiRoute } from './route-matrix.js';
import { createSecurityApp, type SecurityApp } from './support.js';

const entries = Object.entries(API_MATRIX);
const authed = entries.filter(([, r]) => r.access !== 'public');

/**
 * Both ways a request is signed in: the built-in auth service's tokens, and an external Supabase Auth
 * project's (AUTH_MODE=external, decision 124), whose users the API creates on first use.
 */
const AUTH_MODES: [string, Record<string, string>, (t: TestApp) => Promise<TestUser>][] = [
  ['built-in auth', {}, (t) => createSignedInUser(t)],
  ['external auth', EXTERNAL_AUTH_ENV, () => createExternalUser()],
];
const CASES = ENGINES.flatMap((engine) => AUTH_MODES.map((mode) => [engine, ...mode] as const));

describe.each(CASES)(
  'authorization matrix over every /api route on %s with %s',
  (engine, _mode, env, newUser) => {
    let t: SecurityApp;
    let a: TestUser;
    let b: TestUser;
    let f: Fixture;
    let call: Call;
    /** A's data as A reads it, before B tries anything. */
    let before: Record<string, unknown>;

    const send = (user: TestUser, key: string, route: ApiRoute, extra?: Record<string, unknown>) => {
      const { method } = parseKey(key);
      const req = route.valid(f);
      const payload =
        extra && req.payload && typeof req.payload === 'object' ? { ...req.payload, ...extra } : req.payload;
      return call(user, method, req.url, payload);
    };

    /** Every read-only GET of the matrix, as A. */
    const readAll = async () => {
      const out: Record<string, unknown> = {};
      for (const [key, route] of authed) {
        if (parseKey(key).method !== 'GET' || route.mutates) continue;
        const res = await send(a, key, route);
        // File exports (CSV, zip, Anki package) are not JSON and carry their making time: only the status
        // is compared; B's copies are searched for A's rows in test/portability/format-exports.
        out[key] = { status: res.status, body: isFileExport(key) ? null : res.json() };
      }
      return out;
    };

    /** Strings of A's that B must never see. */
    const secretsOfA = () => [
      f.marker,
      f.userId,
      f.email,
      f.entryId,
      f.sessionId,
      f.journalSessionId,
      f.vocabId,
      f.grammarId,
      f.cardId,
      f.spareConceptId,
    ];

    beforeAll(async () => {
      t = await createSecurityApp(engine, env);
      call = caller(t);
      a = await newUser(t);
      b = await newUser(t);
      f = await buildFixture(t, a);
      // B has rows of its own, so its lists are not trivially empty.
      const date = String(Math.floor(Date.UTC(2026, 10, 20) / 1000));
      expect((await call(b, 'POST', `${J}/store/`, { date, content: 'Entry of B.' })).status).toBe(200);
      expect(
        (await call(b, 'POST', '/api/concepts/vocab', { word: 'perro', definition: 'dog' })).status,
      ).toBe(200);
      before = await readAll();
    }, 60_000);
    afterAll(() => t.dispose());

    it('B naming any of A’s resources gets 404 with a message, on every route and method', async () => {
      const wrong: string[] = [];
      for (const [key, route] of authed.filter(([, r]) => r.access === 'foreign')) {
        const res = await send(b, key, route);
        if (res.status !== 404 || typeof res.json().detail !== 'string') {
          wrong.push(`${key} → ${res.status} ${JSON.stringify(res.json())}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('B’s own calls (lists, creates) answer B’s data and never show A’s', async () => {
      const wrong: string[] = [];
      for (const [key, route] of authed.filter(([, r]) => r.access === 'own')) {
        const res = await send(b, key, route);
        // A CSV is searched as it is; in a compressed file (zip, Anki) this search sees nothing, so
        // test/portability/format-exports opens B's copies and searches them.
        const text = isFileExport(key) ? res.text() : JSON.stringify(res.json());
        if (res.status !== route.expectA) wrong.push(`${key} → ${res.status} ${text}`);
        const seen = secretsOfA().filter((s) => text.includes(s));
        if (seen.length) wrong.push(`${key} shows A's ${seen.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    });

    it('the same lists as A do show A’s rows (the check above can fail)', async () => {
      for (const [key, route] of authed.filter(([, r]) => r.list)) {
        const res = await send(a, key, route);
        expect(res.status, key).toBe(200);
        const text = JSON.stringify(res.json());
        if (key.endsWith('/stats')) {
          expect(res.json().total_entries, key).toBeGreaterThan(0);
          const ofB = (await send(b, key, route)).json();
          const listOfB = (await call(b, 'GET', `${J}/?limit=100`)).json() as { word_count: number }[];
          expect(ofB.total_entries, key).toBe(listOfB.length);
          expect(ofB.total_words, key).toBe(listOfB.reduce((n, e) => n + e.word_count, 0));
        } else {
          expect(
            secretsOfA().some((s) => text.includes(s)),
            key,
          ).toBe(true);
        }
      }
    });

    it('refuses user_id or userId in any body (strict schemas): 400 naming the field', async () => {
      const wrong: string[] = [];
      for (const [key, route] of authed.filter(([, r]) => r.inputs.body)) {
        for (const field of ['user_id', 'userId']) {
          // A's own valid request plus B's id: nothing else could make it fail.
          const res = await send(a, key, route, { [field]: b.id });
          if (res.status !== 400 || !String(res.json().detail).includes(field)) {
            wrong.push(`${key} with ${field} → ${res.status} ${JSON.stringify(res.json())}`);
          }
          const byB = await send(b, key, route, { [field]: a.id });
          if (![400, 404].includes(byB.status)) wrong.push(`${key} by B with ${field} → ${byB.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('leaves every one of A’s resources as it was (re-read as A)', async () => {
      expect(await readAll()).toEqual(before);
    });

    it('answers A’s own valid request on every route with the expected status', async () => {
      const wrong: string[] = [];
      const ordered = [...entries.filter(([, r]) => !r.mutates), ...entries.filter(([, r]) => r.mutates)];
      for (const [key, route] of ordered) {
        const res = await send(a, key, route);
        if (res.status !== route.expectA) wrong.push(`${key} → ${res.status} ${JSON.stringify(res.json())}`);
      }
      expect(wrong).toEqual([]);
    });
  },
);

/** The account's file exports (CSV, zip, Anki package): not JSON. */
function isFileExport(key: string): boolean {
  return /\.(csv|zip|apkg)$/.test(parseKey(key).url);
}
