import { z } from 'zod';
import { isLanguageCode } from './languages';
import { timeZoneName } from './time-zone';

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
});
export type UserProfile = z.infer<typeof userProfile>;

const languageCode = z
  .string()
  .refine(isLanguageCode, { message: 'unknown language code' })
  .nullable()
  .optional();

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
  })
  .refine((b) => !b.native_language || !b.target_language || b.native_language !== b.target_language, {
    message: SAME_LANGUAGE_MESSAGE,
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
