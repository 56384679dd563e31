import type { LessonCatalog } from './en.js';

/** The offline exercise generator in Italian (tu, as the web's catalog). */
export const it: LessonCatalog = {
  'q.fill':
    'Riempi lo spazio {source, select, entry {nelle tue parole tratte dalla voce del diario} other {in un esempio salvato con questo concetto}}: “{gapped}”{tail}',
  'q.fillTerse':
    'Riempi lo spazio {source, select, entry {in ciò che hai scritto} other {in un esempio salvato}}: “{gapped}”{tail}',
  'q.gap': 'Spazio: “{gapped}”{tail}',
  'q.choice':
    'Quale parola va bene {source, select, entry {nelle tue parole tratte dalla voce del diario} other {in un esempio salvato con questo concetto}}? “{gapped}”{tail}',
  'q.choiceTerse':
    'Quale parola va bene {source, select, entry {in ciò che hai scritto} other {in un esempio salvato}}? “{gapped}”{tail}',
  'q.choose': 'Scegli: “{gapped}”{tail}',
  'q.rewrite':
    'Riscrivi queste tue parole correggendo “{wrong}” (si controlla solo quella parte): “{written}”',
  'q.correct': 'Correggi “{wrong}” in: “{written}”',
  'tail.earlier': ' (prima avevi scritto “{earlier}”)',
  'tail.earlierTerse': ' (prima: “{earlier}”)',
  'tail.deck': ' (la tua parola del mazzo)',
  'tail.deckTerse': ' (parola del mazzo)',

  'q.meaning':
    'Scrivi la parola che significa “{meaning}” ({letters, plural, one {# lettera} other {# lettere}}).',
  'q.meaningTerse': '“{meaning}” ({letters, plural, one {# lettera} other {# lettere}})?',
  'q.unscrambleDeck': 'Metti in ordine le lettere della tua parola del mazzo: {scrambled}',
  'q.unscramble': 'Riordina: {scrambled}',
  'q.unscrambleCount': 'Riordina ({letters}): {scrambled}',
  'q.drillFill': 'Riempi lo spazio: “{gapped}”',
  'q.drillForm': 'Completa con la forma giusta: “{gapped}”',
  'q.whichPoint': 'Quale punto di questa lezione dice: “{rule}”? Scrivi il suo nome.',
  'q.pointName': 'Scrivi il nome del punto che questa lezione ha spiegato.',

  'hint.earlier': 'La tua forma precedente era “{earlier}”.',
  'hint.accent': 'Attenzione all’accento.',
  'hint.capital': 'Attenzione alla prima lettera.',
  'hint.spelling': 'Cambiano solo una o due lettere.',
  'hint.other': 'Pensa alla regola, poi alle parole intorno allo spazio.',
  'hint.choice': 'Leggi le parole intorno allo spazio prima di scegliere.',
  'hint.drill': 'Non “{wrong}”: applica la regola di questa lezione.',

  'rule.accentFor': '“{right}” si scrive con “{now}”, non “{was}”: l’accento fa parte della sua grafia.',
  'rule.accentWith': '“{right}” si scrive con “{now}”: l’accento fa parte della sua grafia.',
  'rule.accentWithout': '“{right}” si scrive senza accento su “{was}”.',
  'rule.capital': '“{right}” si scrive con la “{letter}” maiuscola.',
  'rule.case': '“{right}” si scrive con queste maiuscole e minuscole: {spelled}.',
  'rule.spellingFor': '“{right}” si scrive con “{now}” dove la tua forma precedente aveva “{was}”.',
  'rule.spellingAdded': '“{right}” ha una “{now}” che la tua forma precedente aveva tralasciato.',
  'rule.spellingDropped': '“{right}” si scrive senza la “{was}” che aveva la tua forma precedente.',

  'deeper.accent.es':
    'Lo spagnolo scrive l’accento grafico sulla vocale tonica quando la posizione dell’accento non segue la regola: le parole che finiscono in vocale, -n o -s sono accentate sulla penultima sillaba, le altre sull’ultima, e una parola accentata prima della penultima sillaba lo porta sempre. Alcune parole brevi lo usano per distinguersi da un’altra: tú (tu) e tu (tuo), sí (sì) e si (se).',
  'deeper.accent.fr':
    'Gli accenti del francese cambiano il suono o distinguono parole: é è una e chiusa (été), è e ê una e aperta (père, fête), ç mantiene dolce la c davanti ad a, o e u (ça); à e où si distinguono da a (ha) e ou (oppure) solo per l’accento.',
  'deeper.accent.de':
    'Le dieresi del tedesco sono vocali a sé, non decorazioni: ä, ö e ü cambiano il suono e spesso la parola (schon “già” e schön “bello”, zahlen “pagare” e zählen “contare”).',
  'deeper.accent.en':
    'L’inglese conserva gli accenti solo in poche parole prese in prestito (café, naïve, fiancé); in quelle fanno parte della grafia.',
  'deeper.capital.de':
    'Il tedesco scrive ogni sostantivo con la maiuscola, ovunque si trovi nella frase, e anche altre parole quando sono usate come sostantivi (das Lesen, etwas Gutes).',
  'deeper.capital.en':
    'L’inglese scrive con la maiuscola “I”, i nomi, i giorni, i mesi, le lingue e le nazionalità (Monday, June, French), oltre alla prima parola della frase.',
  'deeper.capital.es':
    'Lo spagnolo scrive giorni, mesi, lingue e nazionalità con la minuscola (lunes, enero, español); i nomi propri e la prima parola della frase vogliono la maiuscola.',
  'deeper.capital.fr':
    'Il francese scrive giorni, mesi e lingue con la minuscola (lundi, janvier, le français); i nomi propri, la prima parola della frase e le nazionalità usate come sostantivi (les Français) vogliono la maiuscola.',
  'deeper.spelling.es':
    'Diverse lettere dello spagnolo si pronunciano allo stesso modo — b e v, c, s e z, ll e y, g e j davanti a e e i — e la h è muta, quindi l’orecchio da solo non basta a stabilire la grafia: imparala insieme alla parola.',
  'deeper.spelling.fr':
    'Molte lettere del francese sono mute (una -s, -t o -x finale, il -ent dei verbi), quindi l’orecchio da solo non basta a stabilire la grafia: imparala insieme alla parola.',
  'deeper.spelling.de':
    'Il tedesco si scrive per lo più come si pronuncia, ma la lunghezza della vocale decide alcune lettere: ß dopo una vocale lunga o un dittongo (Straße, heißen), ss o una consonante doppia dopo una vocale breve (Fluss, Kamm).',
  'deeper.spelling.en':
    'La grafia dell’inglese spesso non segue il suono (though, through, thought), quindi impara la grafia insieme alla parola.',
  'deeper.around': 'Guarda le parole intorno a “{right}”: sono loro a deciderne la forma.',

  'about.means': '“{title}” significa “{meaning}”.',
  'contrast.forms': 'Altre forme della parola: {forms}.',
  'contrast.earlierIsWord':
    'La tua forma precedente “{earlier}” è anch’essa una parola, ma non quella che serve qui.',
  'demo.ownWords': 'Le tue parole solo con questa correzione; il resto è come l’hai scritto.',
  'demo.saved': 'Un esempio salvato con questo concetto.',
  'demo.forms': 'La parola e altre sue forme, prese dalla sua tabella.',
  'demo.letters': 'La parola, lettera per lettera o con il suo significato.',
  'demo.brief': 'Il punto in breve.',
  'demo.learnerExample':
    'Le tue parole come sono state salvate con questo concetto, non controllate: potrebbero ancora contenere un errore.',
  'takeaway.write': 'Scrivi {rights} (la tua forma precedente: {earliers}).',
  'takeaway.learnWord': 'Impara “{title}” con la sua grafia.',
  'takeaway.remember': 'Ricorda: {title}.',
  'example.fromEntry': 'Dalla tua voce del diario, con questa correzione: “{window}”',
  'pattern.fix': 'il tuo “{earlier}” → “{right}”',
  'concept.forms': 'Altre forme di “{title}”: {forms}.',
  'concept.useIt':
    'Usa “{title}” in una tua frase nella prossima voce del diario: il correttore ti dirà se l’hai scritto bene.',
  'tips.entry': 'Le parole intorno a ogni spazio sono tue, come le hai scritte; si controlla solo lo spazio.',
  'tips.gap': 'Si controlla solo lo spazio.',

  'review.practised': 'Hai fatto pratica con: {words}.',
  'habit.accent': 'Prima di consegnare, controlla gli accenti di ogni parola che hai imparato a orecchio.',
  'habit.capital': 'Prima di consegnare, controlla la prima lettera di ogni parola.',
  'habit.spelling': 'Prima di consegnare, rileggi lettera per lettera le parole su cui hai dei dubbi.',
  'habit.other': 'Prima di consegnare, leggi la frase ad alta voce e fai attenzione a questo punto.',
  'aid.spell': 'Compitala ad alta voce: {spelled}.',
  'aid.sayRule': 'Di’ la regola una volta con parole tue, insieme al tuo esempio corretto.',
  'aid.writeFromMemory': 'Scrivi “{title}” a memoria una volta in una tua frase, poi controllala.',
  'spellingGroup.description': 'L’ortografia di parole della tua voce del diario.',
};
