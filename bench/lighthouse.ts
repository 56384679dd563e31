// Lighthouse on a production build served by the real server (decision 113): performance and accessibility
// scores of the sign-in page, Home, an entry's detail and the exercise player (decision 113).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { CHROMIUM_ARGS as CHROME_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../e2e/support/chromium.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createVerifiedUser } from '../e2e/support/users.js';
import { AUTH_STORAGE_KEY } from '../web/src/lib/stored-session';
import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { smoke } from './mode.js';

const ROOT = join(import.meta.dirname, '..');
const TARGETS = { performance: 95, accessibility: 100 };
const ENTRY =
  'I has went to the the store yesterday and buyed a apple. It was delicius. Tomorrow I will go again.';

export async function benchLighthouse(report: (line: string) => void): Promise<void> {
  // Under smoke `npm test` has just built the app; a fresh build is only needed when there is none.
  if (!smoke || !existsSync(join(ROOT, 'web/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`web build failed:\n${built.stdout}${built.stderr}`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-lighthouse-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = startServer(port, origin, dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(origin, server);
    const { session, playerPath, entryPath } = await prepareLearner(origin, dataDir);
    const apiPid = serverPid(server);
    const idleMb = rssMb(apiPid);
    let peakMb = idleMb;
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const pages: [string, string, boolean][] = [
      ['sign-in', '/', false],
      ['home', '/', true],
      ['entry detail', entryPath, true],
      ['player', playerPath, true],
    ];
    report(
      `production build on ${origin}, Chromium ${CHROMIUM}; targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}`,
    );
    // LIGHTHOUSE_ONLY narrows a run while tuning, e.g. "mobile" or "mobile:home,player" (all by default).
    // Under smoke: one page, one run (the entry's detail on a phone, the page most at risk).
    const [onlyForms, onlyPages] = (
      process.env.LIGHTHOUSE_ONLY ?? (smoke ? 'mobile:entry detail' : '')
    ).split(':');
    const forms = (['mobile', 'desktop'] as const).filter((f) => !onlyForms || onlyForms.includes(f));
    for (const formFactor of forms) {
      for (const [name, path, signedIn] of pages) {
        if (onlyPages && !onlyPages.split(',').includes(name)) continue;
        await setStoredSession(chrome.port, origin, signedIn ? session : null);
        const { result: scores, peakMb: peaks } = await peakRssWhile([apiPid], () =>
          auditWithRetry(chrome!.port, `${origin}${path}`, formFactor, `${formFactor}-${name}`, report),
        );
        peakMb = Math.max(peakMb, peaks[0]!);
        const ok = scores.performance >= TARGETS.performance && scores.accessibility >= TARGETS.accessibility;
        report(
          `${formFactor.padEnd(7)} ${name.padEnd(13)} performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}  ` +
            `FCP ${scores.fcp} ms  LCP ${scores.lcp} ms  TBT ${scores.tbt} ms  CLS ${scores.cls}  ${ok ? 'ok' : 'BELOW TARGET'}` +
            (scores.failed.length ? `\n      failing audits: ${scores.failed.join(', ')}` : ''),
        );
      }
    }
    report(memoryLine('API (production server, SQLite) serving the audited pages', idleMb, peakMb));
  } finally {
    chrome?.kill();
    if (server.pid) process.kill(-server.pid, 'SIGTERM'); // the npx → tsx → node group started above
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then loses the trace of a load (runtime error NO_NAVSTART, "Please run Lighthouse
 * again"); such a run measured nothing, so it is run once more instead of failing the whole bench.
 */
async function auditWithRetry(
  ...args: [...Parameters<typeof audit>, (line: string) => void]
): Promise<Scores> {
  const [port, url, formFactor, label, report] = args;
  try {
    return await audit(port, url, formFactor, label);
  } catch (error) {
    if (!(error instanceof Error) || !/NO_NAVSTART|NO_FCP|trace/i.test(error.message)) throw error;
    report(`(${label}: ${error.message.split(':').pop()?.trim()} — measured again)`);
    return audit(port, url, formFactor, label);
  }
}

interface Scores {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
}

/**
 * One Lighthouse navigation. Storage is not reset (the signed-in pages need the session in localStorage),
 * so the HTTP cache is cleared by hand before each run: every run is a cold load.
 */
async function audit(
  port: number,
  url: string,
  formFactor: 'mobile' | 'desktop',
  label: string,
): Promise<Scores> {
  const desktop = formFactor === 'desktop';
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: true },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance', 'accessibility'],
        formFactor,
        // Lighthouse's own desktop preset: no mobile emulation, a fast connection and CPU.
        ...(desktop
          ? {
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: false,
              },
              throttling: {
                rttMs: 40,
                throughputKbps: 10240,
                cpuSlowdownMultiplier: 1,
                requestLatencyMs: 0,
                downloadThroughputKbps: 0,
                uploadThroughputKbps: 0,
              },
              emulatedUserAgent: false as const,
            }
          : {}),
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  // LIGHTHOUSE_SAVE=<dir> keeps each full report (network waterfall, main-thread breakdown) for diagnosis.
  const saveDir = process.env.LIGHTHOUSE_SAVE;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(result.lhr));
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  const failed = Object.values(categories)
    .flatMap((c) => c.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => `${a!.id} (${Math.round((a!.score ?? 0) * 100)})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failed,
  };
}

/** Puts the signed-in session into the app's storage key (or removes it) and empties the HTTP cache. */
async function setStoredSession(port: number, origin: string, session: object | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      ({ key, value }) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      { key: AUTH_STORAGE_KEY, value: session === null ? null : JSON.stringify(session) },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/**
 * A verified learner with a complete profile, one analysed entry and its ready exercise session; returns
 * the stored-session object the auth client keeps in localStorage, and the paths of the entry and player.
 */
async function prepareLearner(origin: string, dataDir: string) {
  process.env.E2E_DATA_DIR = dataDir; // where createVerifiedUser reads the outbox
  const api = await playwrightRequest.newContext({ baseURL: origin });
  try {
    const user = await createVerifiedUser(api);
    const tokenRes = await api.post('/auth/v1/token?grant_type=password', { data: user });
    if (!tokenRes.ok()) throw new Error(`sign-in failed: ${tokenRes.status()} ${await tokenRes.text()}`);
    const token = (await tokenRes.json()) as {
      access_token: string;
      expires_in: number;
      expires_at?: number;
    };
    const session = {
      ...token,
      expires_at: token.expires_at ?? Math.floor(Date.now() / 1000) + token.expires_in,
    };
    const headers = { authorization: `Bearer ${token.access_token}` };
    const call = async (method: 'GET' | 'POST' | 'PUT', path: string, data?: object) => {
      const res = await api.fetch(`/api${path}`, { method, headers, data });
      if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
      return res.status() === 204 ? {} : ((await res.json()) as Record<string, unknown>);
    };
    // A returning learner: the profile already holds the browser's zone (Chromium runs on this machine), so
    // the pages measure a normal visit, not the one-time time-zone report of a first one.
    await call('PUT', '/auth/me', {
      display_name: 'Grace Hopper',
      native_language: 'es',
      target_language: 'en',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const entry = await call('POST', '/documents/journal/store/', {
      date: String(Math.floor(Date.now() / 1000)),
      content: ENTRY,
      time_zone: 'UTC',
    });
    const entryId = String(entry.id ?? entry.document_id);
    await call('POST', `/documents/journal/${entryId}/assess`);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const found = await call('GET', `/exercises/sessions/by-journal/${entryId}`).catch(() => null);
      if (found?.status === 'ready') {
        return {
          session,
          entryPath: `/journal/${entryId}`,
          playerPath: `/exercise/${String(found.document_id)}`,
        };
      }
      if (Date.now() > deadline)
        throw new Error(`exercise session not ready after 90 s: ${JSON.stringify(found)}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await api.dispose();
  }
}

function startServer(port: number, origin: string, dataDir: string): ChildProcess {
  return spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'offline',
      NODE_ENV: 'production',
    },
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server not healthy after 60 s');
}

/**
 * The server's node process: the one started is npx, which runs tsx (node), which runs the app in a
 * node of its own (beside esbuild's service): the deepest `node` among the descendants is the API.
 */
function serverPid(server: ChildProcess): number {
  const comm = (pid: number) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  const children = (pid: number) =>
    readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  let api = server.pid!;
  for (let level = [server.pid!]; level.length; level = level.flatMap(children))
    api = level.find((pid) => comm(pid) === 'node') ?? api;
  return api;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
