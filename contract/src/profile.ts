import { z } from 'zod';
import { interfaceLanguage } from './interface-language';
import { isLanguageCode } from './languages';
import { timeZoneName } from './time-zone';
import { GENDERS, VARIETY_MISMATCH_MESSAGE, isVarietyCode, varietyFitsLanguage } from './varieties';

export const SAME_LANGUAGE_MESSAGE = 'Native language and target language cannot be the same';
export const DISPLAY_NAME_MAX = 80;

/** The signed-in user's profile (the data model: "User profile"), answered by GET and PUT /api/auth/me. */
export const userProfile = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  display_name: z.string().nullable(),
  native_language: z.string().nullable(),
  target_language: z.string().nullable(),
  /** IANA time zone the browser reported, so the server can tell where the learner's day starts. */
  time_zone: z.string().nullable(),
  /** Regional variety of the target language (BCP 47, e.g. pt-BR), passed to the model and the voice choice. */
  variety: z.string().nullable(),
  /** Grammatical gender for sentences about the learner themselves. */
  gender: z.enum(GENDERS).nullable(),
  /** The language the interface is shown in; null: follow the browser (navigator.languages). */
  interface_language: interfaceLanguage.nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

const languageCode = z
  .string()
  .refine(isLanguageCode, { message: 'unknown language code' })
  .nullable()
  .optional();

/** A regional variety tag from contract/src/varieties.ts; which language it must belong to is checked on the whole body. */
export const varietyCode = z.string().refine(isVarietyCode, { message: 'unknown regional variety' });
export const gender = z.enum(GENDERS);

/**
 * PUT /api/auth/me. Every field is optional (a missing field is left unchanged); null clears it.
 * The same-language rule is checked here for the body and again by the server against the stored profile.
 */
export const updateProfileBody = z
  .strictObject({
    display_name: z
      .string()
      .trim()
      .min(1, { message: 'must not be blank' })
      .max(DISPLAY_NAME_MAX, { message: `must be at most ${DISPLAY_NAME_MAX} characters` })
      .nullable()
      .optional(),
    native_language: languageCode,
    target_language: languageCode,
    time_zone: timeZoneName.nullable().optional(),
    variety: varietyCode.nullable().optional(),
    gender: gender.nullable().optional(),
    interface_language: interfaceLanguage.nullable().optional(),
  })
  .refine((b) => !b.native_language || !b.target_language || b.native_language !== b.target_language, {
    message: SAME_LANGUAGE_MESSAGE,
  })
  // Only checkable here when both are in the body; the server checks the merged profile again.
  .refine(
    (b) => !b.variety || b.target_language === undefined || varietyFitsLanguage(b.variety, b.target_language),
    {
      message: VARIETY_MISMATCH_MESSAGE,
    },
  );
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
