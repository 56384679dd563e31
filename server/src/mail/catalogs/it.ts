import type { MailCatalog } from './en.js';

/** The mails in Italian (tu, as the web's catalog). */
export const it: MailCatalog = {
  signature: '— Inkwell',
  linkLine: '{label}:',
  'signup.subject': 'Conferma il tuo account Inkwell',
  'signup.welcome': 'Ti diamo il benvenuto su Inkwell!',
  'signup.confirm':
    'Conferma il tuo indirizzo email per iniziare a scrivere. Il link funziona una volta, per 24 ore.',
  'signup.repeat':
    'Questo indirizzo è stato registrato più di una volta: vale la password della prima registrazione.',
  'signup.forgot':
    'Se non la ricordi più, usa «Password dimenticata» nella pagina di accesso dopo la conferma.',
  'signup.link': 'Conferma la tua email',
  'registered.subject': 'Hai già un account Inkwell',
  'registered.tried':
    'Qualcuno (probabilmente tu) ha provato a registrarsi a Inkwell con questo indirizzo email, ma ha già un account.',
  'registered.signIn':
    'Accedi invece, oppure usa lì «Password dimenticata» se non ricordi più la tua password.',
  'registered.ignore': 'Se non sei stato tu, puoi ignorare questa email; non è cambiato nulla.',
  'registered.link': 'Accedi',
  'recovery.subject': 'Reimposta la tua password di Inkwell',
  'recovery.asked':
    'Qualcuno (probabilmente tu) ha chiesto di reimpostare la password del tuo account Inkwell.',
  'recovery.once': 'Il link funziona una volta, per 1 ora. Se non l’hai chiesto tu, ignora questa email.',
  'recovery.link': 'Reimposta la password',
  'emailChange.subject': 'Conferma il tuo nuovo indirizzo email di Inkwell',
  'emailChange.confirm':
    'Conferma che questo è il nuovo indirizzo email del tuo account Inkwell. Il link funziona una volta, per 24 ore.',
  'emailChange.link': 'Conferma la nuova email',
  'emailNotice.subject': 'L’indirizzo email del tuo account Inkwell sta per cambiare',
  'emailNotice.asked':
    'Qualcuno che ha effettuato l’accesso al tuo account Inkwell ha chiesto di cambiarne l’indirizzo email in {newEmail}.',
  'emailNotice.when': 'Il cambio ha effetto quando viene aperto il link inviato al nuovo indirizzo.',
  'emailNotice.undo':
    'Se non sei stato tu, apri il link qui sotto entro 72 ore: mantiene questo indirizzo sull’account (o lo ripristina), chiude tutte le sessioni e ti fa scegliere una nuova password.',
  'emailNotice.link': 'Annulla il cambio',
  'reauth.subject': 'Il tuo codice di conferma di Inkwell',
  'reauth.code': 'Il tuo codice di conferma è {code}.',
  'reauth.use':
    'Inseriscilo per confermare un cambio di password o di indirizzo email. Funziona una volta, per 10 minuti.',
  'reauth.notYou': 'Se non l’hai chiesto tu, qualcuno potrebbe usare il tuo account: cambia la password.',
  'list.write': 'Scrivi oggi',
  'list.stopReminders': 'Interrompi questi promemoria',
  'list.stopDigest': 'Interrompi il riepilogo settimanale',
  'list.oneClick': '{leave} (un clic, senza accesso):',
  'list.changeSettings': 'Cambia le impostazioni delle email:',
  'list.settings': 'Impostazioni email',
  'reminder.subject': 'Qualche frase oggi?',
  'reminder.body': 'Ecco il tuo promemoria di Inkwell: una voce breve mantiene viva l’abitudine.',
  'digest.subject': 'La tua settimana su Inkwell',
  'digest.words': 'Parole scritte questa settimana: {n, number}',
  'digest.streak': 'Serie: {n, plural, one {# giorno} other {# giorni}}',
  'digest.mistakes': 'Errori ogni 100 parole: {rate} (la settimana prima: {before})',
  'digest.noAnalysed': 'nessuna voce analizzata',
  'digest.due': 'Carte da ripassare: {n, number}',
  'digest.prompt': 'Uno spunto per la tua prossima voce: {prompt}',
};
