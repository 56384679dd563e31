import type { MailCatalog } from './en.js';

/** The mails in Portuguese (você, Brazilian, as the web's catalog). */
export const pt: MailCatalog = {
  signature: '— Inkwell',
  linkLine: '{label}:',
  'signup.subject': 'Confirme sua conta do Inkwell',
  'signup.welcome': 'Boas-vindas ao Inkwell!',
  'signup.confirm':
    'Confirme seu endereço de e-mail para começar a escrever. O link funciona uma vez, por 24 horas.',
  'signup.repeat': 'Este endereço foi cadastrado mais de uma vez: a senha que vale é a do primeiro cadastro.',
  'signup.forgot':
    'Se você não lembra mais dela, use “Esqueci a senha” na página de login depois de confirmar.',
  'signup.link': 'Confirmar seu e-mail',
  'registered.subject': 'Você já tem uma conta do Inkwell',
  'registered.tried':
    'Alguém (provavelmente você) tentou se cadastrar no Inkwell com este endereço de e-mail, mas ele já tem uma conta.',
  'registered.signIn': 'Faça login em vez disso — ou use “Esqueci a senha” lá se não lembra mais sua senha.',
  'registered.ignore': 'Se não foi você, pode ignorar este e-mail; nada mudou.',
  'registered.link': 'Entrar',
  'recovery.subject': 'Redefina sua senha do Inkwell',
  'recovery.asked': 'Alguém (provavelmente você) pediu para redefinir a senha da sua conta do Inkwell.',
  'recovery.once': 'O link funciona uma vez, por 1 hora. Se você não pediu isso, ignore este e-mail.',
  'recovery.link': 'Redefinir sua senha',
  'emailChange.subject': 'Confirme seu novo endereço de e-mail do Inkwell',
  'emailChange.confirm':
    'Confirme que este é o novo endereço de e-mail da sua conta do Inkwell. O link funciona uma vez, por 24 horas.',
  'emailChange.link': 'Confirmar seu novo e-mail',
  'emailNotice.subject': 'O endereço de e-mail da sua conta do Inkwell está sendo alterado',
  'emailNotice.asked':
    'Alguém conectado à sua conta do Inkwell pediu para mudar o endereço de e-mail dela para {newEmail}.',
  'emailNotice.when': 'A mudança vale assim que o link enviado ao novo endereço for aberto.',
  'emailNotice.undo':
    'Se não foi você, abra o link abaixo em até 72 horas: ele mantém este endereço na conta (ou o traz de volta), encerra todas as sessões e deixa você escolher uma nova senha.',
  'emailNotice.link': 'Cancelar a mudança',
  'reauth.subject': 'Seu código de confirmação do Inkwell',
  'reauth.code': 'Seu código de confirmação é {code}.',
  'reauth.use':
    'Digite-o para confirmar uma mudança de senha ou de endereço de e-mail. Ele funciona uma vez, por 10 minutos.',
  'reauth.notYou': 'Se você não pediu, alguém pode estar usando sua conta: mude sua senha.',
  'list.write': 'Escreva hoje',
  'list.stopReminders': 'Parar estes lembretes',
  'list.stopDigest': 'Parar o resumo semanal',
  'list.oneClick': '{leave} (um clique, sem login):',
  'list.changeSettings': 'Mude suas configurações de e-mail:',
  'list.settings': 'Configurações de e-mail',
  'reminder.subject': 'Algumas frases hoje?',
  'reminder.body': 'Este é seu lembrete do Inkwell: uma entrada curta mantém o hábito.',
  'digest.subject': 'Sua semana no Inkwell',
  'digest.words': 'Palavras escritas nesta semana: {n, number}',
  'digest.streak': 'Sequência: {n, plural, one {# dia} other {# dias}}',
  'digest.mistakes': 'Erros a cada 100 palavras: {rate} (na semana anterior: {before})',
  'digest.noAnalysed': 'nenhuma entrada analisada',
  'digest.due': 'Cartões para revisar: {n, number}',
  'digest.prompt': 'Uma ideia para sua próxima entrada: {prompt}',
};
