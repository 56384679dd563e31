import { assessmentData, type SessionStatusInfo } from '@inkwell/contract';
import type { Executor } from '../db/executor.js';
import type { ExercisesContext } from '../exercises/index.js';
import { createSession, sessionStatus } from '../exercises/index.js';
import { learnerVarietyGender } from '../exercises/index.js';
import { practiseSessionTitle, titleFields } from '../exercises/index.js';
import type { LearnerMistake, ModuleInput } from '../exercises/index.js';
import { parseJsonColumn } from '../db/json-column.js';
import { HttpError, notFound } from '../http/errors.js';
import { getProfile } from '../profile/index.js';
import type { AiQuotas } from '../quotas/index.js';
import { practisableMistakes } from './repo.js';

/** Sentences a module practises at most, as an entry's session does. */
const SENTENCES = 4;
const VOCAB_CATEGORIES = new Set(['vocabulary', 'spelling', 'accents']);

export const NOT_PRACTISABLE = 'Recurring mistake not found';

/** The sentence with the fix applied at its first occurrence. */
const fixed = (context: string, original: string, corrected: string) =>
  context.includes(original) ? context.replace(original, corrected) : context;

/**
 * "Practise these" on /progress (decision 246): one module built straight from the learner's own
 * corrections of the mistake, in their own sentences. No concept is created: the deck stays what the
 * learner chose, as with an entry's grammar modules. Flags and rejected corrections are never used.
 */
export async function practiseRecurring(
  ctx: ExercisesContext,
  userId: string,
  key: string,
  quotas?: Pick<AiQuotas, 'admitSession'>,
): Promise<SessionStatusInfo> {
  const k = ctx.db.kysely;
  const rows = await practisableMistakes(k, userId, key, SENTENCES);
  if (rows.length === 0) throw notFound(NOT_PRACTISABLE);
  const profile = await getProfile(ctx.db, userId);
  const language = rows.find((r) => r.target_language)?.target_language ?? profile?.target_language;
  if (!language) throw new HttpError(400, 'Set your target language in Profile Settings first');
  const first = rows[0]!;
  const explanations = await explanationsOf(
    k,
    userId,
    rows.map((r) => r.journal_entry_id),
  );
  const mistakes: LearnerMistake[] = rows.map((r) => ({
    wrong: r.original,
    right: r.corrected,
    explanation: explanations.get(`${r.journal_entry_id}/${r.correction_id}`) ?? '',
    sentence: r.context || r.original,
    correctedSentence: fixed(r.context || r.original, r.original, r.corrected),
  }));
  const vocab = VOCAB_CATEGORIES.has(first.category);
  const input: ModuleInput = {
    kind: vocab ? 'vocab' : 'grammar',
    title: vocab ? first.corrected : `${first.original} → ${first.corrected}`,
    description: mistakes.find((m) => m.explanation)?.explanation ?? '',
    ...(vocab ? { meaning: null } : {}),
    language,
    nativeLanguage: profile?.native_language ?? null,
    level: null,
    ...learnerVarietyGender(language, {
      variety: profile?.variety ?? null,
      gender: profile?.gender ?? null,
    }),
    mistakes,
    examples: [],
  };
  const id = await createSession(ctx, userId, {
    ...titleFields(practiseSessionTitle(first.original, first.corrected)),
    journalEntryId: null,
    level: null,
    items: [{ input, conceptId: null }],
    ...(quotas ? { admit: (trx: Executor) => quotas.admitSession(trx, userId, 1) } : {}),
  });
  return sessionStatus(ctx, userId, id);
}

/** Each correction's explanation, from the stored assessments of the learner's entries. */
async function explanationsOf(k: Executor, userId: string, entryIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const rows = await k
    .selectFrom('assessments')
    .select(['journal_entry_id', 'data'])
    .where('user_id', '=', userId)
    .where('journal_entry_id', 'in', [...new Set(entryIds)])
    .execute();
  for (const r of rows) {
    if (!r.data) continue;
    const data = parseJsonColumn(assessmentData, r.data, {
      table: 'assessments',
      column: 'data',
      id: r.journal_entry_id,
    });
    for (const c of data.corrections) out.set(`${r.journal_entry_id}/${c.id}`, c.explanation);
  }
  return out;
}
