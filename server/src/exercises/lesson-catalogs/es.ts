import type { LessonCatalog } from './en.js';

/** The offline exercise generator in Spanish (informal, as the web's catalog). */
export const es: LessonCatalog = {
  'q.fill':
    'Rellena el hueco en {source, select, entry {tus palabras de la entrada} other {un ejemplo guardado con este concepto}}: “{gapped}”{tail}',
  'q.fillTerse':
    'Rellena el hueco en {source, select, entry {lo que escribiste} other {un ejemplo guardado}}: “{gapped}”{tail}',
  'q.gap': 'Hueco: “{gapped}”{tail}',
  'q.choice':
    '¿Qué palabra encaja en {source, select, entry {tus palabras de la entrada} other {un ejemplo guardado con este concepto}}? “{gapped}”{tail}',
  'q.choiceTerse':
    '¿Qué palabra encaja en {source, select, entry {lo que escribiste} other {un ejemplo guardado}}? “{gapped}”{tail}',
  'q.choose': 'Elige: “{gapped}”{tail}',
  'q.rewrite':
    'Reescribe estas palabras tuyas con “{wrong}” corregido (solo se revisa esa parte): “{written}”',
  'q.correct': 'Corrige “{wrong}” en: “{written}”',
  'tail.earlier': ' (primero escribiste “{earlier}”)',
  'tail.earlierTerse': ' (antes: “{earlier}”)',
  'tail.deck': ' (tu palabra del mazo)',
  'tail.deckTerse': ' (palabra del mazo)',

  'q.meaning':
    'Escribe la palabra que significa “{meaning}” ({letters, plural, one {# letra} other {# letras}}).',
  'q.meaningTerse': '“{meaning}” ({letters, plural, one {# letra} other {# letras}})?',
  'q.unscrambleDeck': 'Ordena las letras de tu palabra del mazo: {scrambled}',
  'q.unscramble': 'Ordena: {scrambled}',
  'q.unscrambleCount': 'Ordena ({letters}): {scrambled}',
  'q.drillFill': 'Rellena el hueco: “{gapped}”',
  'q.drillForm': 'Completa con la forma correcta: “{gapped}”',
  'q.whichPoint': '¿Qué punto de esta lección dice: “{rule}”? Escribe su nombre.',
  'q.pointName': 'Escribe el nombre del punto que explicó esta lección.',

  'hint.earlier': 'Tu forma anterior era “{earlier}”.',
  'hint.accent': 'Fíjate en la tilde.',
  'hint.capital': 'Fíjate en la primera letra.',
  'hint.spelling': 'Solo cambian una o dos letras.',
  'hint.other': 'Piensa en la regla y luego en las palabras que rodean el hueco.',
  'hint.choice': 'Lee las palabras que rodean el hueco antes de elegir.',
  'hint.drill': 'No “{wrong}”: aplica la regla de esta lección.',

  'rule.accentFor':
    '“{right}” se escribe con “{now}”, no con “{was}”: la tilde forma parte de su ortografía.',
  'rule.accentWith': '“{right}” se escribe con “{now}”: la tilde forma parte de su ortografía.',
  'rule.accentWithout': '“{right}” se escribe sin tilde en “{was}”.',
  'rule.capital': '“{right}” se escribe con “{letter}” mayúscula.',
  'rule.case': '“{right}” se escribe así, con estas mayúsculas y minúsculas: {spelled}.',
  'rule.spellingFor': '“{right}” se escribe con “{now}” donde tu forma anterior tenía “{was}”.',
  'rule.spellingAdded': '“{right}” lleva una “{now}” que tu forma anterior omitía.',
  'rule.spellingDropped': '“{right}” se escribe sin la “{was}” que tenía tu forma anterior.',

  'deeper.accent.es':
    'El español pone tilde en la vocal tónica cuando el acento rompe la norma: las palabras que terminan en vocal, -n o -s se acentúan en la penúltima sílaba, las demás en la última, y una palabra acentuada antes de la penúltima siempre la lleva. Algunas palabras cortas la usan para distinguirse de otra: tú (pronombre) y tu (posesivo), sí (afirmación) y si (condición).',
  'deeper.accent.fr':
    'Los acentos del francés cambian el sonido o distinguen palabras: é es una e cerrada (été), è y ê una abierta (père, fête), ç mantiene suave la c ante a, o y u (ça); à y où se distinguen de a (tiene) y ou (o) solo por el acento.',
  'deeper.accent.de':
    'Las diéresis del alemán son vocales propias, no adornos: ä, ö y ü cambian el sonido y a menudo la palabra (schon “ya” y schön “bonito”, zahlen “pagar” y zählen “contar”).',
  'deeper.accent.en':
    'El inglés conserva los acentos gráficos solo en unas pocas palabras tomadas de otras lenguas (café, naïve, fiancé); en ellas forman parte de la ortografía.',
  'deeper.capital.de':
    'El alemán escribe todos los sustantivos con mayúscula, estén donde estén en la oración, y también otras palabras cuando se usan como sustantivos (das Lesen, etwas Gutes).',
  'deeper.capital.en':
    'El inglés escribe con mayúscula “I”, los nombres, los días, los meses, los idiomas y las nacionalidades (Monday, June, French), además de la primera palabra de la oración.',
  'deeper.capital.es':
    'El español escribe los días, los meses, los idiomas y las nacionalidades en minúscula (lunes, enero, español); los nombres propios y la primera palabra de la oración llevan mayúscula.',
  'deeper.capital.fr':
    'El francés escribe los días, los meses y los idiomas en minúscula (lundi, janvier, le français); los nombres propios, la primera palabra de la oración y las nacionalidades usadas como sustantivos (les Français) llevan mayúscula.',
  'deeper.spelling.es':
    'Varias letras del español suenan igual — b y v, c, s y z, ll e y, g y j ante e e i — y la h es muda, así que el oído no basta para saber cómo se escriben: aprende la ortografía con cada palabra.',
  'deeper.spelling.fr':
    'Muchas letras del francés son mudas (una -s, -t o -x final, el -ent de los verbos), así que el oído no basta para saber cómo se escriben: aprende la ortografía con cada palabra.',
  'deeper.spelling.de':
    'El alemán se escribe casi siempre como suena, pero la longitud de la vocal decide algunas letras: ß tras una vocal larga o un diptongo (Straße, heißen), ss o una consonante doble tras una vocal breve (Fluss, Kamm).',
  'deeper.spelling.en':
    'La ortografía del inglés a menudo no sigue el sonido (though, through, thought), así que aprende la ortografía junto con la palabra.',
  'deeper.around': 'Mira las palabras que rodean “{right}”: ellas deciden su forma.',

  'about.means': '“{title}” significa “{meaning}”.',
  'contrast.forms': 'Otras formas de la palabra: {forms}.',
  'contrast.earlierIsWord':
    'Tu forma anterior “{earlier}” también es una palabra, pero no la que se necesita aquí.',
  'demo.ownWords': 'Tus propias palabras solo con esta corrección; el resto está como lo escribiste.',
  'demo.saved': 'Un ejemplo guardado con este concepto.',
  'demo.forms': 'La palabra y otras formas suyas, sacadas de su tabla.',
  'demo.letters': 'La palabra, letra por letra o con su significado.',
  'demo.brief': 'El punto, en resumen.',
  'demo.learnerExample':
    'Tus propias palabras tal como se guardaron con este concepto, sin revisar: puede que aún tengan un error.',
  'takeaway.write': 'Escribe {rights} (tu forma anterior: {earliers}).',
  'takeaway.learnWord': 'Aprende “{title}” con su ortografía.',
  'takeaway.remember': 'Recuerda: {title}.',
  'example.fromEntry': 'De tu entrada, con esta corrección: “{window}”',
  'pattern.fix': 'tu “{earlier}” → “{right}”',
  'concept.forms': 'Otras formas de “{title}”: {forms}.',
  'concept.useIt':
    'Usa “{title}” en una oración tuya en tu próxima entrada: el corrector te dirá si está bien escrita.',
  'tips.entry':
    'Las palabras que rodean cada hueco son tuyas, tal como las escribiste; solo se revisa el hueco.',
  'tips.gap': 'Solo se revisa el hueco.',

  'review.practised': 'Has practicado: {words}.',
  'habit.accent': 'Antes de entregar, repasa cada palabra que aprendiste de oído y revisa sus tildes.',
  'habit.capital': 'Antes de entregar, revisa la primera letra de cada palabra.',
  'habit.spelling': 'Antes de entregar, lee letra por letra las palabras de las que dudas.',
  'habit.other': 'Antes de entregar, lee la oración en voz alta y presta atención a este punto.',
  'aid.spell': 'Deletréala en voz alta: {spelled}.',
  'aid.sayRule': 'Di la regla una vez con tus propias palabras y acompáñala de tu ejemplo corregido.',
  'aid.writeFromMemory': 'Escribe “{title}” de memoria una vez en una oración tuya y luego revísala.',
  'spellingGroup.description': 'La ortografía de palabras de tu entrada.',
};
