import type { MailCatalog } from './en.js';

/** The mails in French (vouvoiement, as the web's catalog). */
export const fr: MailCatalog = {
  signature: '— Inkwell',
  linkLine: '{label} :',
  'signup.subject': 'Confirmez votre compte Inkwell',
  'signup.welcome': 'Bienvenue sur Inkwell !',
  'signup.confirm':
    'Confirmez votre adresse e-mail pour commencer à écrire. Le lien fonctionne une fois, pendant 24 heures.',
  'signup.repeat':
    'Cette adresse a été inscrite plusieurs fois : le mot de passe valable est celui de la première inscription.',
  'signup.forgot':
    'Si vous ne le connaissez plus, utilisez « Mot de passe oublié » sur la page de connexion après la confirmation.',
  'signup.link': 'Confirmer votre e-mail',
  'registered.subject': 'Vous avez déjà un compte Inkwell',
  'registered.tried':
    'Quelqu’un (sans doute vous) a essayé de s’inscrire sur Inkwell avec cette adresse e-mail, mais elle a déjà un compte.',
  'registered.signIn':
    'Connectez-vous plutôt, ou utilisez « Mot de passe oublié » si vous ne connaissez plus votre mot de passe.',
  'registered.ignore': 'Si ce n’était pas vous, ignorez ce message ; rien n’a changé.',
  'registered.link': 'Se connecter',
  'recovery.subject': 'Réinitialisez votre mot de passe Inkwell',
  'recovery.asked':
    'Quelqu’un (sans doute vous) a demandé à réinitialiser le mot de passe de votre compte Inkwell.',
  'recovery.once':
    'Le lien fonctionne une fois, pendant 1 heure. Si vous n’avez rien demandé, ignorez ce message.',
  'recovery.link': 'Réinitialiser votre mot de passe',
  'emailChange.subject': 'Confirmez votre nouvelle adresse e-mail Inkwell',
  'emailChange.confirm':
    'Confirmez qu’il s’agit de la nouvelle adresse e-mail de votre compte Inkwell. Le lien fonctionne une fois, pendant 24 heures.',
  'emailChange.link': 'Confirmer votre nouvel e-mail',
  'emailNotice.subject': 'L’adresse e-mail de votre compte Inkwell est en train de changer',
  'emailNotice.asked':
    'Une personne connectée à votre compte Inkwell a demandé à remplacer son adresse e-mail par {newEmail}.',
  'emailNotice.when': 'Le changement prend effet dès que le lien envoyé à la nouvelle adresse est ouvert.',
  'emailNotice.undo':
    'Si ce n’était pas vous, ouvrez le lien ci-dessous dans les 72 heures : il garde cette adresse sur le compte (ou la rétablit), ferme toutes les sessions et vous permet de choisir un nouveau mot de passe.',
  'emailNotice.link': 'Annuler le changement',
  'reauth.subject': 'Votre code de confirmation Inkwell',
  'reauth.code': 'Votre code de confirmation est {code}.',
  'reauth.use':
    'Saisissez-le pour confirmer un changement de mot de passe ou d’adresse e-mail. Il fonctionne une fois, pendant 10 minutes.',
  'reauth.notYou':
    'Si vous ne l’avez pas demandé, quelqu’un utilise peut-être votre compte : changez votre mot de passe.',
  'list.write': 'Écrire aujourd’hui',
  'list.stopReminders': 'Arrêter ces rappels',
  'list.stopDigest': 'Arrêter le résumé hebdomadaire',
  'list.oneClick': '{leave} (un clic, sans connexion) :',
  'list.changeSettings': 'Modifier vos réglages d’e-mail :',
  'list.settings': 'Réglages d’e-mail',
  'reminder.subject': 'Quelques phrases aujourd’hui ?',
  'reminder.body': 'Voici votre rappel Inkwell : une courte entrée entretient l’habitude.',
  'digest.subject': 'Votre semaine sur Inkwell',
  'digest.words': 'Mots écrits cette semaine : {n, number}',
  'digest.streak': 'Série : {n, plural, one {# jour} other {# jours}}',
  'digest.mistakes': 'Fautes pour 100 mots : {rate} (la semaine précédente : {before})',
  'digest.noAnalysed': 'aucune entrée analysée',
  'digest.due': 'Cartes à réviser : {n, number}',
  'digest.prompt': 'Une idée pour votre prochaine entrée : {prompt}',
};
