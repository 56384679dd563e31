import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './passwords.js';

/** Request bodies of the GoTrue subset. Strict, but they accept the extra fields auth-js always sends. */
const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'must be a valid email address' }));
const password = z.string().max(MAX_PASSWORD_LENGTH);
const clientExtras = {
  gotrue_meta_security: z.object({ captcha_token: z.string().optional() }).strict().optional(),
  code_challenge: z.string().nullable().optional(),
  code_challenge_method: z.string().nullable().optional(),
};
const metadata = z.record(z.string(), z.unknown());

export const signupBody = z.object({ email, password, data: metadata.optional(), ...clientExtras }).strict();

export const passwordGrantBody = z
  .object({ email, password: password.min(1, 'must not be empty'), ...clientExtras })
  .strict();

export const refreshGrantBody = z.object({ refresh_token: z.string().min(1).max(200) }).strict();

export const verifyType = z.enum(['signup', 'email', 'recovery', 'email_change', 'email_change_cancel']);

export const verifyBody = z
  .object({
    token_hash: z.string().min(1).max(200),
    type: verifyType,
    options: z
      .object({ redirectTo: z.string().optional(), captchaToken: z.string().optional() })
      .strict()
      .optional(),
    ...clientExtras,
  })
  .strict();

export const verifyQuery = z.object({
  token: z.string().min(1).max(200),
  type: verifyType,
  redirect_to: z.string().max(2000).optional(),
});

export const recoverBody = z.object({ email, ...clientExtras }).strict();

export const updateUserBody = z
  .object({
    email: email.optional(),
    password: password.optional(),
    current_password: password.optional(),
    data: metadata.optional(),
    nonce: z.string().max(100).optional(),
    ...clientExtras,
  })
  .strict();

export const grantQuery = z.object({ grant_type: z.enum(['password', 'refresh_token']) });
export const logoutQuery = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });
export const redirectQuery = z.object({ redirect_to: z.string().max(2000).optional() });
