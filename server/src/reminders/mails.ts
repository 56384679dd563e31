import type { InterfaceLanguage, MailList } from '@inkwell/contract';
import type { MailMessage } from '../mail/mailer.js';
import { mailNumber, mailText, type MailT } from '../mail/mail-text.js';
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

/** A list mail in the learner's interface language; the RFC 8058 headers and links never change with it. */
function compose(
  t: MailT,
  to: string,
  subject: string,
  lines: string[],
  links: MailLinks,
  list: MailList,
  messageId: string,
) {
  const leave = list === 'reminder' ? t('list.stopReminders') : t('list.stopDigest');
  const text = [
    ...lines,
    '',
    t('linkLine', { label: t('list.write') }),
    links.writeUrl,
    '',
    t('list.oneClick', { leave }),
    links.unsubscribeUrl,
    '',
    t('list.changeSettings'),
    links.settingsUrl,
    '',
    t('signature'),
  ].join('\n');
  const a = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p>${a(links.writeUrl, t('list.write'))}</p>`,
    `<p style="font-size:small">${a(links.unsubscribeUrl, leave)} · ${a(links.settingsUrl, t('list.settings'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
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

export const reminderMail = (
  to: string,
  links: MailLinks,
  messageId: string,
  language: InterfaceLanguage = 'en',
) => {
  const t = mailText(language);
  return compose(t, to, t('reminder.subject'), [t('reminder.body')], links, 'reminder', messageId);
};

export function digestMail(
  to: string,
  f: DigestFigures,
  targetLanguage: string | null,
  links: MailLinks,
  messageId: string,
  language: InterfaceLanguage = 'en',
) {
  const t = mailText(language);
  const rate = (v: number | null) => (v === null ? t('digest.noAnalysed') : mailNumber(language, v));
  return compose(
    t,
    to,
    t('digest.subject'),
    [
      t('digest.words', { n: f.wordsThisWeek }),
      t('digest.streak', { n: f.streak }),
      t('digest.mistakes', { rate: rate(f.mistakesPer100), before: rate(f.mistakesPer100WeekBefore) }),
      t('digest.due', { n: f.dueCards }),
      // The prompt stays in the target language: it invites writing in it.
      t('digest.prompt', { prompt: weekPrompt(targetLanguage) }),
    ],
    links,
    'digest',
    messageId,
  );
}
