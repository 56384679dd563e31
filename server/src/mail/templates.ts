import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A mail with a plain-text part (one link per line, easy to read and test) and a matching HTML part. */
function compose(to: string, subject: string, lines: string[], link?: { label: string; url: string }) {
  const text = [...lines, ...(link ? ['', `${link.label}:`, link.url] : []), '', '— Inkwell'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>— Inkwell</p>',
  ].join('\n');
  return { to, subject, text, html } satisfies MailMessage;
}

export const signupMail = (to: string, url: string, repeat = false) =>
  compose(
    to,
    'Confirm your Inkwell account',
    [
      'Welcome to Inkwell!',
      'Confirm your email address to start writing. The link works once, for 24 hours.',
      // A repeat sign-up never changes the stored password (it could be anyone's): say which one counts.
      ...(repeat
        ? [
            'This address was signed up more than once: the password of the first sign-up is the one that works.',
            'If you no longer know it, use "Forgot password" on the sign-in page after confirming.',
          ]
        : []),
    ],
    { label: 'Confirm your email', url },
  );

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export const alreadyRegisteredMail = (to: string, signInUrl: string) =>
  compose(
    to,
    'You already have an Inkwell account',
    [
      'Someone (probably you) tried to sign up for Inkwell with this email address, but it already has an account.',
      'Sign in instead — or use "Forgot password" there if you no longer know your password.',
      'If this was not you, you can ignore this mail; nothing has changed.',
    ],
    { label: 'Sign in', url: signInUrl },
  );

export const recoveryMail = (to: string, url: string) =>
  compose(
    to,
    'Reset your Inkwell password',
    [
      'Someone (probably you) asked to reset the password of your Inkwell account.',
      'The link works once, for 1 hour. If you did not ask for this, ignore this mail.',
    ],
    { label: 'Reset your password', url },
  );

export const emailChangeMail = (to: string, url: string) =>
  compose(
    to,
    'Confirm your new Inkwell email address',
    [
      'Confirm that this is the new email address of your Inkwell account. The link works once, for 24 hours.',
    ],
    { label: 'Confirm your new email', url },
  );

/**
 * To the old address when a change of address is asked for: its owner learns of it before it happens, and
 * gets a link that undoes it (decision 212).
 */
export const emailChangeNoticeMail = (to: string, newEmail: string, cancelUrl: string) =>
  compose(
    to,
    'Your Inkwell email address is being changed',
    [
      `Someone signed in to your Inkwell account asked to change its email address to ${newEmail}.`,
      'The change takes effect once the link sent to the new address is followed.',
      'If this was not you, follow the link below within 72 hours: it keeps this address on the account (or brings it back), signs out every session and lets you choose a new password.',
    ],
    { label: 'Cancel the change', url: cancelUrl },
  );

/** The code GET /reauthenticate sends: the `nonce` that lets a signed-in session set a new password. */
export const reauthenticationMail = (to: string, code: string) =>
  compose(to, 'Your Inkwell confirmation code', [
    `Your confirmation code is ${code}.`,
    'Enter it to confirm a change of password or email address. It works once, for 10 minutes.',
    'If you did not ask for it, someone may be using your account: change your password.',
  ]);
