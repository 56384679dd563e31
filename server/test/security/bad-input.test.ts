import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../support/app.js';
import { buildFixture, type Fixture } from './fixture.js';
import { API_MATRIX, parseKey, type ApiRoute } from './route-matrix.js';
import { createSecurityApp, type SecurityApp } from './support.js';

/**
 * Property-based bad input on every /api route with params, a query or a body: whatever arrives, the
 * answer is a 2xx (the input happened to be valid) or a 4xx with a `detail` message — never a 5xx.
 * SQLite only: the handlers and their validation are the same on both engines, and it keeps the suite fast.
 */
const RUNS = 40;

/** encodeURIComponent, except that lone surrogates become the bytes of one (invalid UTF-8 on the wire). */
function uriEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/([\uD800-\uDFFF])/)
      .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

const huge = fc.constantFrom(
  'x'.repeat(200_000),
  'é'.repeat(60_000),
  '😀'.repeat(40_000),
  '\u0000'.repeat(2_000),
  '\uD800'.repeat(500), // lone surrogates
  `${'9'.repeat(400)}`,
);
const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\n',
    'null',
    'true',
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '1.5',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '2026-13-45',
    'Europe/Nowhere',
    '__proto__',
    'constructor',
  ),
  huge,
);
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddText,
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 63), 1e308),
);
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A body: something arbitrary, or the valid one with a field replaced, removed or added. */
const bodyOf = (valid: unknown) => {
  const base =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const keys = Object.keys(base);
  const named = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  return fc.oneof(
    anyJson.map((v) => JSON.stringify(v)),
    fc.tuple(named, anyJson).map(([k, v]) => JSON.stringify({ ...base, [k]: v })),
    named.map((k) => JSON.stringify(Object.fromEntries(Object.entries(base).filter(([x]) => x !== k)))),
    fc.dictionary(fc.oneof(fc.string(), named), anyJson, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
    // Written as text: JSON.stringify would drop a __proto__ key set the ordinary way.
    fc
      .tuple(
        fc.constantFrom(...PROTO_KEYS),
        fc.constantFrom('{"polluted":true}', '{"prototype":{"polluted":true}}', '1'),
      )
      .map(([k, v]) => `{${JSON.stringify(k)}:${v}${keys.length ? ',' : ''}${JSON.stringify(base).slice(1)}`),
    fc.constantFrom('', '{', '[]', 'null', '"text"', '{"a":1,}', '\u0000'),
  );
};

const queryOf = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom('limit', 'time_zone', 'concept_id', 'x', ...PROTO_KEYS), fc.string()),
    oddText,
  ),
  { maxLength: 4 },
);

const paramOf = fc.oneof(
  oddText.map((s) => uriEncode(s)),
  fc.constantFrom('%', '%zz', '%00', '..', '.', '%2F', '%2e%2e', '-1', '99999999999999999999', 'ok;x=1'),
);

describe('property-based bad input on every /api route with input (SQLite)', () => {
  let t: SecurityApp;
  let a: TestUser;
  let f: Fixture;
  beforeAll(async () => {
    t = await createSecurityApp('sqlite');
    a = await createSignedInUser(t);
    f = await buildFixture(t, a);
  }, 60_000);
  afterAll(() => t.dispose());

  const withInput = Object.entries(API_MATRIX).filter(([, r]) => r.access !== 'public' && hasInput(r));

  it('fuzzes every route that takes input', () => {
    expect(withInput.length).toBeGreaterThan(25);
  });

  it.each(withInput)(
    '%s: 2xx or 4xx with a detail, never 5xx',
    async (key, route) => {
      const { method, url: pattern } = parseKey(key);
      const valid = route.valid(f);
      const validPath = valid.url.split('?')[0]!.split('/');
      const patternParts = pattern.split('/');
      const arb = fc.record({
        params: fc.array(fc.option(paramOf), {
          minLength: patternParts.length,
          maxLength: patternParts.length,
        }),
        query: route.inputs.query ? fc.option(queryOf) : fc.constant(null),
        body: route.inputs.body ? fc.option(bodyOf(valid.payload)) : fc.constant(null),
      });
      await assertShort(
        fc.asyncProperty(arb, async ({ params, query, body }) => {
          const path = patternParts
            .map((part, i) => (part.startsWith(':') && params[i] != null ? params[i] : validPath[i]))
            .join('/');
          const search = query
            ? `?${query.map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`).join('&')}`
            : `?${valid.url.split('?')[1] ?? ''}`;
          const payload = body ?? (valid.payload === undefined ? undefined : JSON.stringify(valid.payload));
          const res = await t.app.inject({
            method,
            url: `${path}${search}`,
            headers: {
              ...a.headers,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          const what = `${method} ${path}${search} ${payload?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const detail: unknown = res.json().detail;
            expect(typeof detail === 'string' && detail.length > 0, what).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
    },
    // Generous: each import case parses its upload in a worker thread, and on a loaded CI machine the
    // import route alone took over 30 s; a hang still fails here.
    90_000,
  );
});

/** fc.assert, with the failure report cut short: counterexamples may hold 200 000-character strings. */
async function assertShort(property: fc.IAsyncProperty<unknown>, params: fc.Parameters<unknown>) {
  const out = await fc.check(property, params);
  if (out.failed) {
    const error = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
    expect.fail(
      `property failed (seed ${out.seed}, path ${out.counterexamplePath}): ${error.slice(0, 1500)}`,
    );
  }
}

function hasInput(route: ApiRoute): boolean {
  const { params, query, body } = route.inputs;
  return Boolean(params?.length || query || body);
}
