import type { NextPromptResponse, PromptSettings } from '@inkwell/contract';
import type { Db } from '../db/database.js';
import { getProfile } from '../profile/index.js';
import { hasPromptBank, pickPrompt } from './select.js';

export const PROMPTS_OFF = 'Writing prompts are turned off in Profile Settings.';
export const NO_TARGET_LANGUAGE =
  'Choose the language you are learning in Profile Settings to get writing prompts.';
export const NO_BANK = 'There are no writing prompts for your target language yet.';

/** Whether the learner wants prompts: on unless they turned them off (a user without a profile row: on). */
export async function promptSettingsOf(db: Db, userId: string): Promise<PromptSettings> {
  const row = await db.kysely
    .selectFrom('profiles')
    .select('writing_prompts')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { writing_prompts: row ? Number(row.writing_prompts) !== 0 : true };
}

export async function savePromptSettings(
  db: Db,
  userId: string,
  settings: PromptSettings,
  now: number,
): Promise<PromptSettings> {
  const value = settings.writing_prompts ? 1 : 0;
  await db.kysely
    .insertInto('profiles')
    .values({ user_id: userId, writing_prompts: value, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ writing_prompts: value, updated_at: now }))
    .execute();
  return promptSettingsOf(db, userId);
}

/** The level of the learner's latest assessed entry in `language`; null before the first analysis. */
export async function latestLevel(db: Db, userId: string, language: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('assessments')
    .innerJoin('journal_entries', 'journal_entries.id', 'assessments.journal_entry_id')
    .select('assessments.level')
    .where('assessments.user_id', '=', userId)
    .where('journal_entries.user_id', '=', userId)
    .where('journal_entries.target_language', '=', language)
    .where('assessments.level', 'is not', null)
    .orderBy('assessments.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.level ?? null;
}

/** One prompt for the learner's target language at their level, skipping the `exclude`d bank ids. */
export async function nextPrompt(
  db: Db,
  userId: string,
  exclude: readonly string[],
  opts: { modelConfigured: boolean; random?: () => number },
): Promise<NextPromptResponse> {
  const random = opts.random ?? Math.random;
  if (!(await promptSettingsOf(db, userId)).writing_prompts)
    return { prompt: null, reason: PROMPTS_OFF, can_generate: false };
  const profile = await getProfile(db, userId);
  const target = profile?.target_language ?? null;
  if (!target) return { prompt: null, reason: NO_TARGET_LANGUAGE, can_generate: false };
  // With a model, a language without a bank still gets prompts: the learner asks for one.
  const can_generate = opts.modelConfigured;
  if (!hasPromptBank(target)) return { prompt: null, reason: can_generate ? null : NO_BANK, can_generate };
  const level = await latestLevel(db, userId, target);
  const prompt = pickPrompt(target, profile?.native_language ?? null, level, exclude, random());
  return prompt
    ? { prompt, reason: null, can_generate }
    : { prompt: null, reason: can_generate ? null : NO_BANK, can_generate };
}
