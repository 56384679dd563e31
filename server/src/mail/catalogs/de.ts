import type { MailCatalog } from './en.js';

/** The mails in German (du, as the web's catalog). */
export const de: MailCatalog = {
  signature: '— Inkwell',
  linkLine: '{label}:',
  'signup.subject': 'Bestätige dein Inkwell-Konto',
  'signup.welcome': 'Willkommen bei Inkwell!',
  'signup.confirm':
    'Bestätige deine E-Mail-Adresse, um mit dem Schreiben zu beginnen. Der Link funktioniert einmal, 24 Stunden lang.',
  'signup.repeat':
    'Diese Adresse wurde mehr als einmal registriert: Es gilt das Passwort der ersten Registrierung.',
  'signup.forgot':
    'Wenn du es nicht mehr weißt, nutze nach der Bestätigung „Passwort vergessen“ auf der Anmeldeseite.',
  'signup.link': 'E-Mail-Adresse bestätigen',
  'registered.subject': 'Du hast schon ein Inkwell-Konto',
  'registered.tried':
    'Jemand (wahrscheinlich du) wollte sich mit dieser E-Mail-Adresse bei Inkwell registrieren, aber sie hat schon ein Konto.',
  'registered.signIn':
    'Melde dich stattdessen an – oder nutze dort „Passwort vergessen“, wenn du dein Passwort nicht mehr weißt.',
  'registered.ignore': 'Wenn du das nicht warst, kannst du diese Mail ignorieren; nichts hat sich geändert.',
  'registered.link': 'Anmelden',
  'recovery.subject': 'Setze dein Inkwell-Passwort zurück',
  'recovery.asked':
    'Jemand (wahrscheinlich du) hat gebeten, das Passwort deines Inkwell-Kontos zurückzusetzen.',
  'recovery.once':
    'Der Link funktioniert einmal, 1 Stunde lang. Wenn du nicht darum gebeten hast, ignoriere diese Mail.',
  'recovery.link': 'Passwort zurücksetzen',
  'emailChange.subject': 'Bestätige deine neue E-Mail-Adresse für Inkwell',
  'emailChange.confirm':
    'Bestätige, dass dies die neue E-Mail-Adresse deines Inkwell-Kontos ist. Der Link funktioniert einmal, 24 Stunden lang.',
  'emailChange.link': 'Neue E-Mail-Adresse bestätigen',
  'emailNotice.subject': 'Die E-Mail-Adresse deines Inkwell-Kontos wird geändert',
  'emailNotice.asked':
    'Jemand, der in deinem Inkwell-Konto angemeldet ist, möchte dessen E-Mail-Adresse in {newEmail} ändern.',
  'emailNotice.when': 'Die Änderung gilt, sobald der Link an die neue Adresse geöffnet wird.',
  'emailNotice.undo':
    'Wenn du das nicht warst, öffne innerhalb von 72 Stunden den Link unten: Er behält diese Adresse am Konto (oder holt sie zurück), meldet alle Sitzungen ab und lässt dich ein neues Passwort wählen.',
  'emailNotice.link': 'Änderung abbrechen',
  'reauth.subject': 'Dein Inkwell-Bestätigungscode',
  'reauth.code': 'Dein Bestätigungscode lautet {code}.',
  'reauth.use':
    'Gib ihn ein, um eine Änderung von Passwort oder E-Mail-Adresse zu bestätigen. Er funktioniert einmal, 10 Minuten lang.',
  'reauth.notYou':
    'Wenn du ihn nicht angefordert hast, nutzt vielleicht jemand dein Konto: Ändere dein Passwort.',
  'list.write': 'Heute schreiben',
  'list.stopReminders': 'Diese Erinnerungen abbestellen',
  'list.stopDigest': 'Den Wochenrückblick abbestellen',
  'list.oneClick': '{leave} (ein Klick, ohne Anmeldung):',
  'list.changeSettings': 'Deine Mail-Einstellungen ändern:',
  'list.settings': 'Mail-Einstellungen',
  'reminder.subject': 'Heute ein paar Sätze?',
  'reminder.body': 'Deine Erinnerung von Inkwell: Ein kurzer Eintrag hält die Gewohnheit am Leben.',
  'digest.subject': 'Deine Woche bei Inkwell',
  'digest.words': 'Diese Woche geschriebene Wörter: {n, number}',
  'digest.streak': 'Serie: {n, plural, one {# Tag} other {# Tage}}',
  'digest.mistakes': 'Fehler pro 100 Wörter: {rate} (in der Woche davor: {before})',
  'digest.noAnalysed': 'keine analysierten Einträge',
  'digest.due': 'Fällige Karten: {n, number}',
  'digest.prompt': 'Eine Anregung für deinen nächsten Eintrag: {prompt}',
};
