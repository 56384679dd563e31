import { INTERFACE_LANGUAGES } from '@inkwell/contract';
import { expectMirrorsEnglish } from '../i18n/catalog-checks.test-support.js';
import { describe, expect, it } from 'vitest';
import { digestMail, reminderMail } from '../reminders/mails.js';
import { en } from './catalogs/en.js';
import { MAIL_CATALOGS, mailLanguage, mailText } from './mail-text.js';
import { recoveryMail, signupMail } from './templates.js';

const links = {
  unsubscribeUrl: 'https://inkwell.test/api/unsubscribe?token=abc',
  settingsUrl: 'https://inkwell.test/profile',
  writeUrl: 'https://inkwell.test/new',
};
const figures = {
  wordsThisWeek: 1234,
  streak: 1,
  mistakesPer100: 2.5,
  mistakesPer100WeekBefore: null,
  dueCards: 3,
};

describe('mail catalogs (issue 26, decision 295)', () => {
  it.each(INTERFACE_LANGUAGES)(
    '%s holds every English key, no other, with the same placeholders',
    (language) => expectMirrorsEnglish(language, MAIL_CATALOGS[language], en),
  );

  it('writes a mail in the interface language, English when none is set or known', () => {
    expect(mailLanguage('es')).toBe('es');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage('ko')).toBe('en');
    expect(mailText('de')('digest.streak', { n: 2 })).toBe('Serie: 2 Tage');
  });

  it('keeps the English of every mail word for word', () => {
    const reminder = reminderMail('a@b.c', links, '<id@inkwell.test>');
    expect(reminder.subject).toBe('A few sentences today?');
    expect(reminder.text).toBe(
      [
        'This is your Inkwell reminder: a short entry keeps the habit going.',
        '',
        'Write today:',
        links.writeUrl,
        '',
        'Stop these reminders (one click, no sign-in):',
        links.unsubscribeUrl,
        '',
        'Change your mail settings:',
        links.settingsUrl,
        '',
        '— Inkwell',
      ].join('\n'),
    );
    const signup = signupMail('a@b.c', 'https://inkwell.test/verify', true);
    expect(signup.subject).toBe('Confirm your Inkwell account');
    expect(signup.text).toContain(
      'If you no longer know it, use "Forgot password" on the sign-in page after confirming.',
    );
    expect(signup.text).toContain('Confirm your email:\nhttps://inkwell.test/verify');
  });

  it('writes the digest in Spanish, numbers through Intl, text and HTML alike, headers and links unchanged', () => {
    const mail = digestMail('a@b.c', figures, 'de', links, '<id@inkwell.test>', 'es');
    expect(mail.subject).toBe('Tu semana en Inkwell');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Palabras escritas esta semana: 1234');
      expect(part).toContain('Racha: 1 día');
      expect(part).toContain(
        'Errores por cada 100 palabras: 2,5 (la semana anterior: ninguna entrada analizada)',
      );
      expect(part).toContain('Tarjetas pendientes de repaso: 3');
      // The prompt invites writing in the target language.
      expect(part).toContain('Was ist diese Woche passiert');
    }
    expect(mail.text).toContain(
      `Dejar de recibir el resumen semanal (un clic, sin iniciar sesión):\n${links.unsubscribeUrl}`,
    );
    expect(mail.html).toContain(`<a href="${links.unsubscribeUrl.replace(/&/g, '&amp;')}">`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(digestMail('a@b.c', figures, null, links, 'x', 'fr').text).toContain(
      'Mots écrits cette semaine : 1\u202f234',
    );
    expect(recoveryMail('a@b.c', 'https://x.test', 'fr').text).toContain(
      'Réinitialiser votre mot de passe :\nhttps://x.test',
    );
  });
});
