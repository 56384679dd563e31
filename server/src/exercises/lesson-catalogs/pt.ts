import type { LessonCatalog } from './en.js';

/** The offline exercise generator in Portuguese (Brazilian, “você”, as the web's catalog). */
export const pt: LessonCatalog = {
  'q.fill':
    'Preencha a lacuna {source, select, entry {nas suas palavras da entrada} other {num exemplo salvo com este conceito}}: “{gapped}”{tail}',
  'q.fillTerse':
    'Preencha a lacuna {source, select, entry {no que você escreveu} other {num exemplo salvo}}: “{gapped}”{tail}',
  'q.gap': 'Lacuna: “{gapped}”{tail}',
  'q.choice':
    'Que palavra completa {source, select, entry {nas suas palavras da entrada} other {num exemplo salvo com este conceito}}? “{gapped}”{tail}',
  'q.choiceTerse':
    'Que palavra completa {source, select, entry {no que você escreveu} other {num exemplo salvo}}? “{gapped}”{tail}',
  'q.choose': 'Escolha: “{gapped}”{tail}',
  'q.rewrite':
    'Reescreva estas palavras suas com “{wrong}” corrigido (só essa parte é verificada): “{written}”',
  'q.correct': 'Corrija “{wrong}” em: “{written}”',
  'tail.earlier': ' (você escreveu primeiro “{earlier}”)',
  'tail.earlierTerse': ' (antes: “{earlier}”)',
  'tail.deck': ' (sua palavra do baralho)',
  'tail.deckTerse': ' (palavra do baralho)',

  'q.meaning':
    'Escreva a palavra que significa “{meaning}” ({letters, plural, one {# letra} other {# letras}}).',
  'q.meaningTerse': '“{meaning}” ({letters, plural, one {# letra} other {# letras}})?',
  'q.unscrambleDeck': 'Ponha em ordem as letras da sua palavra do baralho: {scrambled}',
  'q.unscramble': 'Desembaralhe: {scrambled}',
  'q.unscrambleCount': 'Desembaralhe ({letters}): {scrambled}',
  'q.drillFill': 'Preencha a lacuna: “{gapped}”',
  'q.drillForm': 'Complete com a forma certa: “{gapped}”',
  'q.whichPoint': 'Que ponto desta lição diz: “{rule}”? Escreva o nome dele.',
  'q.pointName': 'Escreva o nome do ponto que esta lição explicou.',

  'hint.earlier': 'Sua forma anterior era “{earlier}”.',
  'hint.accent': 'Atenção ao acento.',
  'hint.capital': 'Atenção à primeira letra.',
  'hint.spelling': 'Só mudam uma ou duas letras.',
  'hint.other': 'Pense na regra e depois nas palavras em volta da lacuna.',
  'hint.choice': 'Leia as palavras em volta da lacuna antes de escolher.',
  'hint.drill': 'Não “{wrong}”: aplique a regra desta lição.',

  'rule.accentFor': '“{right}” se escreve com “{now}”, não “{was}”: o acento faz parte da grafia.',
  'rule.accentWith': '“{right}” se escreve com “{now}”: o acento faz parte da grafia.',
  'rule.accentWithout': '“{right}” se escreve sem acento em “{was}”.',
  'rule.capital': '“{right}” se escreve com “{letter}” maiúsculo.',
  'rule.case': '“{right}” se escreve com estas maiúsculas e minúsculas: {spelled}.',
  'rule.spellingFor': '“{right}” se escreve com “{now}” onde sua forma anterior tinha “{was}”.',
  'rule.spellingAdded': '“{right}” tem um “{now}” que sua forma anterior deixou de fora.',
  'rule.spellingDropped': '“{right}” se escreve sem o “{was}” que sua forma anterior tinha.',

  'deeper.accent.es':
    'O espanhol põe acento gráfico na vogal tônica quando a tonicidade foge da regra: palavras terminadas em vogal, -n ou -s são tônicas na penúltima sílaba, as outras na última, e uma palavra tônica antes da penúltima sílaba sempre leva acento. Algumas palavras curtas o usam para se distinguir de outra: tú (você) e tu (seu), sí (sim) e si (se).',
  'deeper.accent.fr':
    'Os acentos do francês mudam o som ou distinguem palavras: é é um e fechado (été), è e ê um e aberto (père, fête), ç mantém o c suave antes de a, o e u (ça); à e où só se distinguem de a (tem) e ou (conjunção) pelo acento.',
  'deeper.accent.de':
    'O trema do alemão marca vogais próprias; não é enfeite: ä, ö e ü mudam o som e muitas vezes a palavra (schon “já” e schön “bonito”, zahlen “pagar” e zählen “contar”).',
  'deeper.accent.en':
    'O inglês mantém acentos só em algumas palavras emprestadas (café, naïve, fiancé); nelas, o acento faz parte da grafia.',
  'deeper.capital.de':
    'O alemão escreve todo substantivo com letra maiúscula, em qualquer lugar da frase, e também outras palavras quando usadas como substantivos (das Lesen, etwas Gutes).',
  'deeper.capital.en':
    'O inglês usa maiúscula em “I”, nomes, dias, meses, idiomas e nacionalidades (Monday, June, French), além da primeira palavra da frase.',
  'deeper.capital.es':
    'O espanhol escreve dias, meses, idiomas e nacionalidades com minúscula (lunes, enero, español); nomes próprios e a primeira palavra da frase levam maiúscula.',
  'deeper.capital.fr':
    'O francês escreve dias, meses e idiomas com minúscula (lundi, janvier, le français); nomes próprios, a primeira palavra da frase e nacionalidades usadas como substantivos (les Français) levam maiúscula.',
  'deeper.spelling.es':
    'Várias letras do espanhol soam igual — b e v, c, s e z, ll e y, g e j antes de e e i — e o h é mudo, então só o ouvido não basta para saber a grafia: aprenda-a junto com a palavra.',
  'deeper.spelling.fr':
    'Muitas letras do francês são mudas (um -s, -t ou -x final, o -ent dos verbos), então só o ouvido não basta para saber a grafia: aprenda-a junto com a palavra.',
  'deeper.spelling.de':
    'O alemão se escreve quase sempre como se fala, mas a duração da vogal decide algumas letras: ß depois de vogal longa ou ditongo (Straße, heißen), ss ou consoante dobrada depois de vogal breve (Fluss, Kamm).',
  'deeper.spelling.en':
    'A grafia do inglês muitas vezes não segue o som (though, through, thought), então aprenda a grafia junto com a palavra.',
  'deeper.around': 'Olhe as palavras em volta de “{right}”: elas decidem a forma dela.',

  'about.means': '“{title}” significa “{meaning}”.',
  'contrast.forms': 'Outras formas da palavra: {forms}.',
  'contrast.earlierIsWord':
    'Sua forma anterior “{earlier}” também é uma palavra, mas não a que estas palavras pedem.',
  'demo.ownWords': 'Suas próprias palavras só com esta correção; o resto está como você escreveu.',
  'demo.saved': 'Um exemplo salvo com este conceito.',
  'demo.forms': 'A palavra e outras formas dela, tiradas da sua tabela.',
  'demo.letters': 'A palavra, letra por letra ou com o seu significado.',
  'demo.brief': 'O ponto em resumo.',
  'demo.learnerExample':
    'Suas próprias palavras como foram salvas com este conceito, sem verificação: ainda podem ter um erro.',
  'takeaway.write': 'Escreva {rights} (sua forma anterior: {earliers}).',
  'takeaway.learnWord': 'Aprenda “{title}” com a sua grafia.',
  'takeaway.remember': 'Lembre-se: {title}.',
  'example.fromEntry': 'Da sua entrada, com esta correção: “{window}”',
  'pattern.fix': 'seu “{earlier}” → “{right}”',
  'concept.forms': 'Outras formas de “{title}”: {forms}.',
  'concept.useIt':
    'Use “{title}” numa frase sua na próxima entrada: o corretor vai dizer a você se a grafia está certa.',
  'tips.entry':
    'As palavras em volta de cada lacuna são suas, como você as escreveu; só a lacuna é verificada.',
  'tips.gap': 'Só a lacuna é verificada.',

  'review.practised': 'Você praticou: {words}.',
  'habit.accent': 'Antes de entregar, confira os acentos de cada palavra que você aprendeu de ouvido.',
  'habit.capital': 'Antes de entregar, confira a primeira letra de cada palavra.',
  'habit.spelling': 'Antes de entregar, leia letra por letra as palavras de que não tem certeza.',
  'habit.other': 'Antes de entregar, leia a frase em voz alta prestando atenção a este ponto.',
  'aid.spell': 'Soletre em voz alta: {spelled}.',
  'aid.sayRule': 'Diga a regra uma vez com suas próprias palavras, usando o seu exemplo corrigido.',
  'aid.writeFromMemory': 'Escreva “{title}” de memória uma vez numa frase sua e depois confira.',
  'spellingGroup.description': 'A grafia de palavras da sua entrada.',
};
