import { randomUUID } from 'node:crypto';
import { languageName, varietyFitsLanguage, type NativeVersionResponse } from '@inkwell/contract';
import { AiCallError } from '../ai/errors.js';
import { finishedAssessmentLevel } from '../analysis/index.js';
import type { Deps } from '../deps.js';
import type { HttpError } from '../http/errors.js';
import { codedError } from '../http/errors.js';
import { requireEntry } from '../journal/index.js';
import { getProfile } from '../profile/index.js';
import { aiQuotas } from '../quotas/index.js';
import { askForRewrite } from './model-rewrite.js';
import { checkRewrite } from './native-text.js';
import * as repo from './repo.js';

export const NO_MODEL =
  'A native-like version is written by a language model, and this Inkwell runs without one: the corrections come from the offline checker.';
export const NOT_ANALYZED = 'A native-like version is written once the entry has been analyzed.';
export const MODEL_FAILED = 'The model could not rewrite this entry just now. Try again in a moment.';

/** A model that names no wait: ask the learner to try again after this long. */
const BUSY_RETRY_MS = 30_000;

const DAY_MS = 24 * 3_600_000;

type RewriteDeps = Pick<Deps, 'db' | 'ai' | 'now' | 'config' | 'rateCounter'>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Why the entry's native-like version cannot be asked for now; null when it can. */
function unavailable(deps: RewriteDeps, analyzed: boolean) {
  if (!deps.ai) return { code: 'rewrite.no_model', detail: NO_MODEL } as const;
  if (!analyzed) return { code: 'rewrite.not_analyzed', detail: NOT_ANALYZED } as const;
  return null;
}

/** The stored rewrite of the entry's current text (a stale one reads as none) and whether one can be asked for. */
export async function nativeVersionOf(
  deps: RewriteDeps,
  userId: string,
  entryId: string,
): Promise<NativeVersionResponse> {
  const entry = await requireEntry(deps.db, userId, entryId);
  const row = await repo.findNativeVersion(deps.db.kysely, userId, entryId);
  const fresh = row && Number(row.entry_version) === Number(entry.version) ? row : undefined;
  const why = unavailable(deps, entry.analysis_state === 'analyzed');
  return {
    native_version: fresh
      ? {
          text: fresh.content,
          entry_version: Number(fresh.entry_version),
          created_at: iso(Number(fresh.created_at)),
        }
      : null,
    can_generate: why === null,
    reason_code: why?.code ?? null,
    reason: why?.detail ?? null,
  };
}

/**
 * Asks the model for "how a native speaker might write" the analysed entry (decision 286) and stores what
 * passes the checks of native-text.ts for the entry's current version. Charged to the day's model requests.
 */
export async function writeNativeVersion(
  deps: RewriteDeps,
  userId: string,
  entryId: string,
): Promise<NativeVersionResponse> {
  const entry = await requireEntry(deps.db, userId, entryId);
  const why = unavailable(deps, entry.analysis_state === 'analyzed');
  if (why || !deps.ai) throw codedError(409, why?.code ?? 'rewrite.no_model', why?.detail ?? NO_MODEL);
  await aiQuotas(deps).chargeRequestedCall(
    userId,
    'native-version',
    'Too many rewrites at once; wait a few seconds.',
  );
  const profile = await getProfile(deps.db, userId);
  const language = entry.target_language;
  const variety =
    language && profile?.variety && varietyFitsLanguage(profile.variety, language) ? profile.variety : null;
  const asked = await askForRewrite(deps.ai, {
    entry: entry.content,
    language: language ? (languageName(language) ?? language) : 'the language the entry is written in',
    variety,
    level: await finishedAssessmentLevel(deps.db, userId, entryId),
  });
  if (!asked.ok) throw modelFailed(deps, asked.error);
  const checked = checkRewrite(asked.text, entry.content, language);
  if (!checked.ok) {
    deps.ai.log?.(`native-like version refused: ${checked.reason}`);
    throw codedError(503, 'rewrite.model_failed', MODEL_FAILED);
  }
  const now = deps.now();
  // Stored only for the text it was written for: an edit or revision meanwhile makes it stale at once.
  await repo.saveNativeVersion(deps.db.kysely, {
    id: randomUUID(),
    user_id: userId,
    journal_entry_id: entryId,
    entry_version: entry.version,
    content: checked.text,
    created_at: now,
  });
  return nativeVersionOf(deps, userId, entryId);
}

/** The model's failure as the learner's 503: a plain sentence, Retry-After when the model asked for a wait. */
function modelFailed(deps: RewriteDeps, error: Error): HttpError {
  deps.ai?.log?.(`native-like version failed: ${error.message}`);
  const busy = error instanceof AiCallError && error.kind === 'rate_limited';
  const wait = busy ? Math.min(error.retryAfterMs ?? BUSY_RETRY_MS, DAY_MS) : undefined;
  return codedError(
    503,
    'rewrite.model_failed',
    MODEL_FAILED,
    undefined,
    wait === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
  );
}
