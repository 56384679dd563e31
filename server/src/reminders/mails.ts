import type { MailList } from '@inkwell/contract';
import type { MailMessage } from '../mail/mailer.js';
import type { DigestFigures } from './digest.js';

export interface MailLinks {
  /** One-click unsubscribe for this mail's list (works signed out). */
  unsubscribeUrl: string;
  settingsUrl: string;
  writeUrl: string;
}

/** A short invitation to write about the week, in the target language where we have one (no prompt bank yet). */
const WEEK_PROMPTS: Record<string, string> = {
  en: 'What happened this week that you would like to remember?',
  de: 'Was ist diese Woche passiert, woran du dich erinnern möchtest?',
  fr: "Qu'est-il arrivé cette semaine dont tu aimerais te souvenir ?",
  es: '¿Qué pasó esta semana que te gustaría recordar?',
  it: 'Cosa è successo questa settimana che vorresti ricordare?',
  nl: 'Wat is er deze week gebeurd dat je wilt onthouden?',
  pt: 'O que aconteceu esta semana que você gostaria de lembrar?',
};
export const weekPrompt = (language: string | null) => WEEK_PROMPTS[language ?? ''] ?? WEEK_PROMPTS.en!;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 8058: a POST to the URL unsubscribes at once; mail clients show their own button for it. */
export const listHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function compose(
  to: string,
  subject: string,
  lines: string[],
  links: MailLinks,
  list: MailList,
  messageId: string,
) {
  const leave = list === 'reminder' ? 'Stop these reminders' : 'Stop the weekly digest';
  const text = [
    ...lines,
    '',
    'Write today:',
    links.writeUrl,
    '',
    `${leave} (one click, no sign-in):`,
    links.unsubscribeUrl,
    '',
    'Change your mail settings:',
    links.settingsUrl,
    '',
    '— Inkwell',
  ].join('\n');
  const a = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p>${a(links.writeUrl, 'Write today')}</p>`,
    `<p style="font-size:small">${a(links.unsubscribeUrl, leave)} · ${a(links.settingsUrl, 'Mail settings')}</p>`,
    '<p>— Inkwell</p>',
  ].join('\n');
  return {
    to,
    subject,
    text,
    html,
    headers: listHeaders(links.unsubscribeUrl),
    messageId,
  } satisfies MailMessage;
}

export const reminderMail = (to: string, links: MailLinks, messageId: string) =>
  compose(
    to,
    'A few sentences today?',
    ['This is your Inkwell reminder: a short entry keeps the habit going.'],
    links,
    'reminder',
    messageId,
  );

const rate = (v: number | null) => (v === null ? 'no analysed entries' : `${v}`);

export function digestMail(
  to: string,
  f: DigestFigures,
  targetLanguage: string | null,
  links: MailLinks,
  messageId: string,
) {
  return compose(
    to,
    'Your week in Inkwell',
    [
      `Words written this week: ${f.wordsThisWeek}`,
      `Streak: ${f.streak} ${f.streak === 1 ? 'day' : 'days'}`,
      `Mistakes per 100 words: ${rate(f.mistakesPer100)} (the week before: ${rate(f.mistakesPer100WeekBefore)})`,
      `Cards due for review: ${f.dueCards}`,
      `A prompt for your next entry: ${weekPrompt(targetLanguage)}`,
    ],
    links,
    'digest',
    messageId,
  );
}
