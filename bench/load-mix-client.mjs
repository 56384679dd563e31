// The learners' mix of bench/load.ts, driven from its own process so the load generator never shares
// the measured servers' event loop. Each virtual user holds one keep-alive connection and one account
// of its own, and walks through the learner's cycle in order, carrying what the answers tell it (the
// new entry's id and version) into the next request.
// Usage: node bench/load-mix-client.mjs <options.json>  → prints {rps, p50, p99, errors, non2xx, failures}
import { readFileSync } from 'node:fs';
import http from 'node:http';

const opts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
/** @type {{ urls: string[], seconds: number, connections: number, dayOffset: number, users: { token: string, analysedId: string, corrections: string[], cardIds: string[] }[] }} */
const { urls, seconds, users, dayOffset } = opts;
const J = '/api/documents/journal';
const DAY = 86_400;
// Seeded entries are all before 2030; each run of the same accounts starts at its own offset.
const FIRST_FREE_DAY = Date.UTC(2030, 0, 1) / 1000 + dayOffset * DAY;

const latencies = [];
/** Latencies per kind of request (the path with its ids blanked), to show which one is slow. */
const byKind = new Map();
const failures = [];
let non2xx = 0;
let errors = 0;

function send(agent, url, token, method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          latencies.push(ms);
          const kind = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id').replace(/\/\d{4}\/\d+$/, '/:y/:m')}`;
          (byKind.get(kind) ?? byKind.set(kind, []).get(kind)).push(ms);
          const text = Buffer.concat(chunks).toString('utf8');
          const ok = res.statusCode >= 200 && res.statusCode < 300;
          if (!ok) {
            non2xx++;
            if (failures.length < 10)
              failures.push(`${method} ${path} → ${res.statusCode} ${text.slice(0, 200)}`);
          }
          resolve(ok && text ? JSON.parse(text) : null);
        });
      },
    );
    req.on('error', (e) => {
      errors++;
      if (failures.length < 10) failures.push(`${method} ${path} → ${e.message}`);
      resolve(null);
    });
    req.end(payload);
  });
}

/** One learner: write today's entry on a day never used, edit it, read around, review, practise. */
async function virtualUser(index, until) {
  const user = users[index % users.length];
  const url = urls[index % urls.length];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method, path, body) => send(agent, url, user.token, method, path, body);
  const perUser = Math.ceil(opts.connections / users.length);
  const slot = Math.floor(index / users.length);
  let cycle = 0;
  while (performance.now() < until) {
    const date = FIRST_FREE_DAY + (cycle * perUser + slot) * DAY;
    const day = new Date(date * 1000);
    const created = await call('POST', `${J}/store/`, {
      date: String(date),
      content: `Entry ${cycle}: today I walked to the market with my sister and we bought bread.`,
      time_zone: 'UTC',
    });
    if (created)
      await call('PUT', `${J}/${created.id}`, {
        content: `Entry ${cycle}: today I walked to the market with my sister, and we bought fresh bread.`,
        version: created.version,
      });
    await call('GET', `${J}/monthly/${day.getUTCFullYear()}/${day.getUTCMonth() + 1}`);
    if (created) await call('GET', `${J}/${created.id}`);
    await call('GET', `${J}/${user.analysedId}/assessment`);
    await call('GET', '/api/concepts/review/due?limit=20');
    const accepted = cycle % 2 === 0;
    await call('POST', `${J}/${user.analysedId}/correction-state`, {
      correction_id: user.corrections[cycle % user.corrections.length],
      accepted,
      rejected: !accepted,
    });
    await call('POST', `/api/concepts/review/${user.cardIds[cycle % user.cardIds.length]}`, {
      rating: 'good',
    });
    await call('GET', '/api/exercises/user/sessions');
    cycle++;
  }
  agent.destroy();
}

const started = performance.now();
const until = started + seconds * 1000;
await Promise.all(Array.from({ length: opts.connections }, (_, i) => virtualUser(i, until)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pctOf = (list, p) => Math.round(list[Math.min(list.length - 1, Math.floor(list.length * p))] ?? 0);
const pct = (p) => pctOf(latencies, p);
const p99ByKind = [...byKind].map(
  ([kind, list]) =>
    `${kind} ${pctOf(
      list.sort((a, b) => a - b),
      0.99,
    )}`,
);
process.stdout.write(
  JSON.stringify({
    rps: Math.round(latencies.length / elapsed),
    p50: pct(0.5),
    p99: pct(0.99),
    errors,
    non2xx,
    failures,
    p99ByKind,
  }),
);
