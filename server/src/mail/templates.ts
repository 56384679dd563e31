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

export const signupMail = (to: string, url: string) =>
  compose(
    to,
    'Confirm your Inkwell account',
    [
      'Welcome to Inkwell!',
      'Confirm your email address to start writing. The link works once, for 24 hours.',
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
