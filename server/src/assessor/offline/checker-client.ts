import { Worker } from 'node:worker_threads';
import { JOURNAL_CONTENT_MAX_CHARS } from '@inkwell/contract';
import { splitForCheck, type CheckPart } from './check-parts.js';
import { RoundRobin } from './fair-queue.js';
import type { CheckIssue, CheckResult } from './issue.js';
import { analysisNote, type CodedNote } from '../notes.js';

type Request = { text: string; language: string; words?: string[] };
type Reply = { id: number; result?: unknown; error?: string };
/** A part's answer, or why there is none (the thread was restarted or failed on it). */
type Outcome = { result: unknown } | { failed: 'timeout' | 'error'; message: string };

interface Task {
  request: Request;
  /** The check this task belongs to: its parts go when that check is cancelled. */
  owner: object;
  settle(outcome: Outcome): void;
}

export interface CheckerLimits {
  /** Characters per part (one turn of the thread); a typical entry is one part. */
  partChars: number;
  /** Characters checked of one entry: the API's entry limit; the rest is left unchecked, with a note. */
  maxChars: number;
  /** A part not answered by then is given up: the thread is restarted, the part left unchecked. */
  partTimeoutMs: number;
  /** Added for a thread's first part in a language: it loads harper or the dictionary first. */
  loadAllowanceMs: number;
}

export const DEFAULT_CHECKER_LIMITS: CheckerLimits = {
  partChars: 2_000,
  maxChars: JOURNAL_CONTENT_MAX_CHARS,
  // A hostile 2,000-character part takes ~1.5 s on an idle machine; ten times that on a loaded one.
  partTimeoutMs: 15_000,
  // Loading harper (and its dialects) or a dictionary takes 1–3 s idle, over 10 s on a loaded machine.
  loadAllowanceMs: 60_000,
};

export interface CheckOptions {
  /** Whose check (the learner's id): turns of the thread go round-robin by this key. */
  user?: string;
  signal?: AbortSignal;
}

/** What the learner reads when part of an entry went unchecked (also in the assessment's notes). */
export const notCheckedPast = (chars: number) => analysisNote('offline.checked_first', { chars });
export const PART_NOT_CHECKED = analysisNote('offline.part_unchecked');
const partNotChecked = (notes: readonly CodedNote[]) => notes.some((n) => n.code === PART_NOT_CHECKED.code);

/**
 * Sends texts to the checker thread (started on first use, restarted if it dies or overruns). One
 * part at a time is in the thread; parts wait round-robin by learner (decision 200). The thread only
 * keeps the process alive while a check is pending, so scripts can end and servers are unaffected.
 */
export class OfflineChecker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new RoundRobin<Task>();
  private running: { id: number; task: Task; worker: Worker; timer: NodeJS.Timeout } | null = null;
  /** The languages the current thread has checked a part in (loaded). */
  private loaded = new Set<string>();
  private readonly limits: CheckerLimits;
  /** How many times the thread was started (tests and the bench read it). */
  starts = 0;

  constructor(limits: Partial<CheckerLimits> = {}) {
    this.limits = { ...DEFAULT_CHECKER_LIMITS, ...limits };
  }

  /**
   * Checks `text` part by part. Never fails for a slow or failing part: that part is left unchecked and
   * the result says so in `notes`, so the entry still gets its assessment.
   */
  async check(text: string, language: string, opts: CheckOptions = {}): Promise<CheckResult> {
    const { parts, checkedTo } = splitForCheck(text, this.limits.partChars, this.limits.maxChars);
    const notes: CodedNote[] = checkedTo < text.length ? [notCheckedPast(checkedTo)] : [];
    const owner = {};
    const abort = () => {
      for (const t of this.waiting.remove((w) => w.owner === owner))
        t.settle({ failed: 'error', message: 'cancelled' });
    };
    opts.signal?.addEventListener('abort', abort, { once: true });
    try {
      const outcomes = await Promise.all(
        (parts.length ? parts : [{ start: 0, text: '', midSentence: false }]).map(async (part) => ({
          part,
          o: await this.enqueue(opts.user ?? '', owner, { text: part.text, language }),
        })),
      );
      opts.signal?.throwIfAborted();
      const merged: CheckResult = { issues: [], checker: null, rules: {} };
      for (const { part, o } of outcomes) {
        if (!('result' in o)) {
          if (!partNotChecked(notes)) notes.push(PART_NOT_CHECKED);
          continue;
        }
        const r = o.result as CheckResult;
        merged.checker ??= r.checker;
        Object.assign(merged.rules, r.rules);
        for (const issue of r.issues)
          if (!cutArtefact(part, issue)) merged.issues.push(shift(issue, part.start));
      }
      // Every part unanswered: still name the checker the language has, so the feedback reads right.
      if (merged.checker === null && partNotChecked(notes))
        merged.checker = /^en([-_]|$)/i.test(language) ? 'harper' : 'hunspell';
      return notes.length ? { ...merged, notes } : merged;
    } finally {
      opts.signal?.removeEventListener('abort', abort);
    }
  }

  /** The words of `words` the dictionary of `language` knows as written (lexicon.ts). */
  async knownWords(words: string[], language: string): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const o = await this.enqueue('lexicon', {}, { text: '', language, words });
    if (!('result' in o)) throw new Error(`The offline checker failed: ${o.message}`);
    return new Set((o.result as { known: string[] }).known);
  }

  /** Loads the checker of `language` ahead of use (e.g. at start-up) by checking an empty text. */
  async warm(language: string): Promise<void> {
    await this.check('', language);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private enqueue(user: string, owner: object, request: Request): Promise<Outcome> {
    return new Promise<Outcome>((settle) => {
      this.waiting.push(user, { request, owner, settle });
      this.dispatch();
    });
  }

  /** Hands the next task to the thread when it is free. */
  private dispatch(): void {
    if (this.running) return;
    const task = this.waiting.shift();
    if (!task) {
      this.worker?.unref();
      return;
    }
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const language = task.request.language.slice(0, 2).toLowerCase();
    const loading = this.loaded.has(language) ? 0 : this.limits.loadAllowanceMs;
    this.loaded.add(language);
    const timer = setTimeout(() => {
      // The thread may be stuck in synchronous WASM: the only way to stop it is to end it.
      this.retire(worker);
      // The rest of that text is likely as hostile: it does not get a new thread's time either.
      const skipped = { failed: 'error', message: 'skipped after a part of the same text overran' } as const;
      for (const t of this.waiting.remove((w) => w.owner === task.owner)) t.settle(skipped);
      this.finish(id, { failed: 'timeout', message: 'the check took too long' });
    }, this.limits.partTimeoutMs + loading);
    this.running = { id, task, worker, timer };
    worker.ref();
    worker.postMessage({ id, ...task.request });
  }

  private finish(id: number, outcome: Outcome): void {
    const running = this.running;
    if (!running || running.id !== id) return;
    clearTimeout(running.timer);
    this.running = null;
    running.task.settle(outcome);
    this.dispatch();
  }

  /** Ends `worker`; the next task starts a new thread (before this one is gone: no task waits on it). */
  private retire(worker: Worker): void {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const entry = new URL('./worker.ts', import.meta.url).href;
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry },
      execArgv: [],
    });
    this.starts += 1;
    this.loaded = new Set();
    worker.on('message', (reply: Reply) => {
      if (reply.result) return this.finish(reply.id, { result: reply.result });
      // A WASM checker that failed (harper panics on some inputs) may be left broken: start afresh.
      this.retire(worker);
      this.finish(reply.id, { failed: 'error', message: reply.error ?? 'The offline checker failed' });
    });
    const gone = (message: string) => {
      if (this.worker === worker) this.worker = null;
      if (this.running?.worker === worker) this.finish(this.running.id, { failed: 'error', message });
    };
    worker.on('error', (error) => gone(error.message));
    worker.on('exit', (code) => gone(`The offline checker stopped (exit code ${code})`));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

function shift(issue: CheckIssue, by: number): CheckIssue {
  return by === 0 ? issue : { ...issue, start: issue.start + by, end: issue.end + by };
}

/** A capital-letter rule on the first word of a part cut mid-sentence: that word starts no sentence. */
function cutArtefact(part: CheckPart, issue: CheckIssue): boolean {
  if (!part.midSentence || !/capital/i.test(issue.rule)) return false;
  const firstWordEnd = part.text.trimStart().search(/\s/);
  const lead = part.text.length - part.text.trimStart().length;
  return issue.start < lead + (firstWordEnd === -1 ? part.text.length : firstWordEnd);
}

let shared: OfflineChecker | null = null;

/** The process-wide checker thread. */
export function sharedOfflineChecker(): OfflineChecker {
  shared ??= new OfflineChecker();
  return shared;
}
