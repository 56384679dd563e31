import type { InterfaceLanguage } from '@inkwell/contract';
import type { MailMessage } from './mailer.js';
import { mailText, type MailT } from './mail-text.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A mail with a plain-text part (one link per line, easy to read and test) and a matching HTML part. */
function compose(
  t: MailT,
  to: string,
  subject: string,
  lines: string[],
  link?: { label: string; url: string },
) {
  const text = [
    ...lines,
    ...(link ? ['', t('linkLine', { label: link.label }), link.url] : []),
    '',
    t('signature'),
  ].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return { to, subject, text, html } satisfies MailMessage;
}

/*
 * The account mails, in the learner's interface language (decision 295): `language` is the profile's,
 * or the sign-up request's before a profile exists; English when neither says.
 */

export const signupMail = (to: string, url: string, repeat = false, language: InterfaceLanguage = 'en') => {
  const t = mailText(language);
  return compose(
    t,
    to,
    t('signup.subject'),
    [
      t('signup.welcome'),
      t('signup.confirm'),
      // A repeat sign-up never changes the stored password (it could be anyone's): say which one counts.
      ...(repeat ? [t('signup.repeat'), t('signup.forgot')] : []),
    ],
    { label: t('signup.link'), url },
  );
};

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export const alreadyRegisteredMail = (to: string, signInUrl: string, language: InterfaceLanguage = 'en') => {
  const t = mailText(language);
  return compose(
    t,
    to,
    t('registered.subject'),
    [t('registered.tried'), t('registered.signIn'), t('registered.ignore')],
    { label: t('registered.link'), url: signInUrl },
  );
};

export const recoveryMail = (to: string, url: string, language: InterfaceLanguage = 'en') => {
  const t = mailText(language);
  return compose(t, to, t('recovery.subject'), [t('recovery.asked'), t('recovery.once')], {
    label: t('recovery.link'),
    url,
  });
};

export const emailChangeMail = (to: string, url: string, language: InterfaceLanguage = 'en') => {
  const t = mailText(language);
  return compose(t, to, t('emailChange.subject'), [t('emailChange.confirm')], {
    label: t('emailChange.link'),
    url,
  });
};

/**
 * To the old address when a change of address is asked for: its owner learns of it before it happens, and
 * gets a link that undoes it (decision 212).
 */
export const emailChangeNoticeMail = (
  to: string,
  newEmail: string,
  cancelUrl: string,
  language: InterfaceLanguage = 'en',
) => {
  const t = mailText(language);
  return compose(
    t,
    to,
    t('emailNotice.subject'),
    [t('emailNotice.asked', { newEmail }), t('emailNotice.when'), t('emailNotice.undo')],
    { label: t('emailNotice.link'), url: cancelUrl },
  );
};

/** The code GET /reauthenticate sends: the `nonce` that lets a signed-in session set a new password. */
export const reauthenticationMail = (to: string, code: string, language: InterfaceLanguage = 'en') => {
  const t = mailText(language);
  return compose(t, to, t('reauth.subject'), [
    t('reauth.code', { code }),
    t('reauth.use'),
    t('reauth.notYou'),
  ]);
};
