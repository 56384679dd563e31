import type { MailCatalog } from './en.js';

/** The mails in Spanish (informal, as the web's catalog). */
export const es: MailCatalog = {
  signature: '— Inkwell',
  linkLine: '{label}:',
  'signup.subject': 'Confirma tu cuenta de Inkwell',
  'signup.welcome': '¡Te damos la bienvenida a Inkwell!',
  'signup.confirm':
    'Confirma tu dirección de correo para empezar a escribir. El enlace funciona una vez, durante 24 horas.',
  'signup.repeat':
    'Esta dirección se registró más de una vez: la contraseña que vale es la del primer registro.',
  'signup.forgot':
    'Si ya no la recuerdas, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión después de confirmar.',
  'signup.link': 'Confirma tu correo',
  'registered.subject': 'Ya tienes una cuenta de Inkwell',
  'registered.tried':
    'Alguien (probablemente tú) intentó registrarse en Inkwell con esta dirección de correo, pero ya tiene una cuenta.',
  'registered.signIn':
    'Inicia sesión en su lugar, o usa allí «¿Olvidaste tu contraseña?» si ya no la recuerdas.',
  'registered.ignore': 'Si no fuiste tú, puedes ignorar este correo; no ha cambiado nada.',
  'registered.link': 'Iniciar sesión',
  'recovery.subject': 'Restablece tu contraseña de Inkwell',
  'recovery.asked': 'Alguien (probablemente tú) pidió restablecer la contraseña de tu cuenta de Inkwell.',
  'recovery.once': 'El enlace funciona una vez, durante 1 hora. Si no lo pediste, ignora este correo.',
  'recovery.link': 'Restablecer tu contraseña',
  'emailChange.subject': 'Confirma tu nueva dirección de correo de Inkwell',
  'emailChange.confirm':
    'Confirma que esta es la nueva dirección de correo de tu cuenta de Inkwell. El enlace funciona una vez, durante 24 horas.',
  'emailChange.link': 'Confirmar tu nuevo correo',
  'emailNotice.subject': 'Se está cambiando tu dirección de correo de Inkwell',
  'emailNotice.asked':
    'Alguien con sesión iniciada en tu cuenta de Inkwell pidió cambiar su dirección de correo a {newEmail}.',
  'emailNotice.when': 'El cambio se hace efectivo cuando se abre el enlace enviado a la nueva dirección.',
  'emailNotice.undo':
    'Si no fuiste tú, abre el enlace de abajo en un plazo de 72 horas: mantiene esta dirección en la cuenta (o la recupera), cierra todas las sesiones y te deja elegir una contraseña nueva.',
  'emailNotice.link': 'Cancelar el cambio',
  'reauth.subject': 'Tu código de confirmación de Inkwell',
  'reauth.code': 'Tu código de confirmación es {code}.',
  'reauth.use':
    'Introdúcelo para confirmar un cambio de contraseña o de dirección de correo. Funciona una vez, durante 10 minutos.',
  'reauth.notYou': 'Si no lo pediste, puede que alguien esté usando tu cuenta: cambia tu contraseña.',
  'list.write': 'Escribe hoy',
  'list.stopReminders': 'Dejar de recibir estos recordatorios',
  'list.stopDigest': 'Dejar de recibir el resumen semanal',
  'list.oneClick': '{leave} (un clic, sin iniciar sesión):',
  'list.changeSettings': 'Cambia tus ajustes de correo:',
  'list.settings': 'Ajustes de correo',
  'reminder.subject': '¿Unas frases hoy?',
  'reminder.body': 'Este es tu recordatorio de Inkwell: una entrada corta mantiene el hábito.',
  'digest.subject': 'Tu semana en Inkwell',
  'digest.words': 'Palabras escritas esta semana: {n, number}',
  'digest.streak': 'Racha: {n, plural, one {# día} other {# días}}',
  'digest.mistakes': 'Errores por cada 100 palabras: {rate} (la semana anterior: {before})',
  'digest.noAnalysed': 'ninguna entrada analizada',
  'digest.due': 'Tarjetas pendientes de repaso: {n, number}',
  'digest.prompt': 'Una idea para tu próxima entrada: {prompt}',
};
