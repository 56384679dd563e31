/**
 * The mails' English (issue 26): every text a mail of this server says, in ICU message syntax. The
 * reference catalog: every other language holds the same keys with the same placeholders
 * (mail-text.test.ts). Word for word the English the mails said before they had catalogs.
 */
export const en = {
  signature: '— Inkwell',
  linkLine: '{label}:',
  'signup.subject': 'Confirm your Inkwell account',
  'signup.welcome': 'Welcome to Inkwell!',
  'signup.confirm': 'Confirm your email address to start writing. The link works once, for 24 hours.',
  'signup.repeat':
    'This address was signed up more than once: the password of the first sign-up is the one that works.',
  'signup.forgot': 'If you no longer know it, use "Forgot password" on the sign-in page after confirming.',
  'signup.link': 'Confirm your email',
  'registered.subject': 'You already have an Inkwell account',
  'registered.tried':
    'Someone (probably you) tried to sign up for Inkwell with this email address, but it already has an account.',
  'registered.signIn':
    'Sign in instead — or use "Forgot password" there if you no longer know your password.',
  'registered.ignore': 'If this was not you, you can ignore this mail; nothing has changed.',
  'registered.link': 'Sign in',
  'recovery.subject': 'Reset your Inkwell password',
  'recovery.asked': 'Someone (probably you) asked to reset the password of your Inkwell account.',
  'recovery.once': 'The link works once, for 1 hour. If you did not ask for this, ignore this mail.',
  'recovery.link': 'Reset your password',
  'emailChange.subject': 'Confirm your new Inkwell email address',
  'emailChange.confirm':
    'Confirm that this is the new email address of your Inkwell account. The link works once, for 24 hours.',
  'emailChange.link': 'Confirm your new email',
  'emailNotice.subject': 'Your Inkwell email address is being changed',
  'emailNotice.asked':
    'Someone signed in to your Inkwell account asked to change its email address to {newEmail}.',
  'emailNotice.when': 'The change takes effect once the link sent to the new address is followed.',
  'emailNotice.undo':
    'If this was not you, follow the link below within 72 hours: it keeps this address on the account (or brings it back), signs out every session and lets you choose a new password.',
  'emailNotice.link': 'Cancel the change',
  'reauth.subject': 'Your Inkwell confirmation code',
  'reauth.code': 'Your confirmation code is {code}.',
  'reauth.use': 'Enter it to confirm a change of password or email address. It works once, for 10 minutes.',
  'reauth.notYou': 'If you did not ask for it, someone may be using your account: change your password.',
  'list.write': 'Write today',
  'list.stopReminders': 'Stop these reminders',
  'list.stopDigest': 'Stop the weekly digest',
  'list.oneClick': '{leave} (one click, no sign-in):',
  'list.changeSettings': 'Change your mail settings:',
  'list.settings': 'Mail settings',
  'reminder.subject': 'A few sentences today?',
  'reminder.body': 'This is your Inkwell reminder: a short entry keeps the habit going.',
  'digest.subject': 'Your week in Inkwell',
  'digest.words': 'Words written this week: {n, number}',
  'digest.streak': 'Streak: {n, plural, one {# day} other {# days}}',
  'digest.mistakes': 'Mistakes per 100 words: {rate} (the week before: {before})',
  'digest.noAnalysed': 'no analysed entries',
  'digest.due': 'Cards due for review: {n, number}',
  'digest.prompt': 'A prompt for your next entry: {prompt}',
} as const;

export type MailKey = keyof typeof en;
export type MailCatalog = Record<MailKey, string>;
