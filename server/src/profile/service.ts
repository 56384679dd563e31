import {
  GENDERS,
  isInterfaceLanguage,
  SAME_LANGUAGE_MESSAGE,
  VARIETY_MISMATCH_MESSAGE,
  varietyFitsLanguage,
  type Gender,
  type UpdateProfileBody,
  type UserProfile,
} from '@inkwell/contract';
import type { Db } from '../db/database.js';
import { HttpError, notFound } from '../http/errors.js';
import { findProfile, saveProfile, type ProfileFields, type ProfileRow } from './repo.js';

function present(row: ProfileRow): UserProfile {
  return {
    email: row.email,
    email_verified: row.email_confirmed_at !== null,
    display_name: row.display_name,
    native_language: row.native_language,
    target_language: row.target_language,
    time_zone: row.time_zone,
    variety: row.variety,
    gender: (GENDERS as readonly string[]).includes(row.gender ?? '') ? (row.gender as Gender) : null,
    interface_language: isInterfaceLanguage(row.interface_language) ? row.interface_language : null,
  };
}

/**
 * A user's profile, for any domain that needs it (e.g. the journal stores the target language on each
 * entry, and day boundaries use the time zone). Undefined when the user does not exist.
 */
export async function getProfile(db: Db, userId: string): Promise<UserProfile | undefined> {
  const row = await findProfile(db, userId);
  return row ? present(row) : undefined;
}

export async function requireProfile(db: Db, userId: string): Promise<UserProfile> {
  const profile = await getProfile(db, userId);
  if (!profile) throw notFound('User not found');
  return profile;
}

/**
 * Applies a partial update: missing fields keep their stored value, null clears. The same-language
 * rule is checked on the merged result, so changing only one of the two languages cannot break it.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  body: UpdateProfileBody,
  now: number,
): Promise<UserProfile> {
  const current = await requireProfile(db, userId);
  const merged: ProfileFields = {
    display_name: body.display_name !== undefined ? body.display_name : current.display_name,
    native_language: body.native_language !== undefined ? body.native_language : current.native_language,
    target_language: body.target_language !== undefined ? body.target_language : current.target_language,
    time_zone: body.time_zone !== undefined ? body.time_zone : current.time_zone,
    variety: body.variety !== undefined ? body.variety : current.variety,
    gender: body.gender !== undefined ? body.gender : current.gender,
    interface_language:
      body.interface_language !== undefined ? body.interface_language : current.interface_language,
  };
  if (merged.native_language && merged.native_language === merged.target_language)
    throw new HttpError(400, SAME_LANGUAGE_MESSAGE);
  if (!varietyFitsLanguage(merged.variety, merged.target_language)) {
    // Sent together with the new language: refused. Left over from the old language: cleared.
    if (body.variety) throw new HttpError(400, VARIETY_MISMATCH_MESSAGE);
    merged.variety = null;
  }
  await saveProfile(db.kysely, userId, merged, now);
  return requireProfile(db, userId);
}
