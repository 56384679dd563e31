import type { LessonCatalog } from './en.js';

/** The offline exercise generator in French (vouvoiement, as the web's catalog). */
export const fr: LessonCatalog = {
  'q.fill':
    'Remplissez le blanc dans {source, select, entry {vos mots de l’entrée} other {un exemple enregistré avec cette notion}} : “{gapped}”{tail}',
  'q.fillTerse':
    'Remplissez le blanc dans {source, select, entry {ce que vous avez écrit} other {un exemple enregistré}} : “{gapped}”{tail}',
  'q.gap': 'Blanc : “{gapped}”{tail}',
  'q.choice':
    'Quel mot convient dans {source, select, entry {vos mots de l’entrée} other {un exemple enregistré avec cette notion}} ? “{gapped}”{tail}',
  'q.choiceTerse':
    'Quel mot convient dans {source, select, entry {ce que vous avez écrit} other {un exemple enregistré}} ? “{gapped}”{tail}',
  'q.choose': 'Choisissez : “{gapped}”{tail}',
  'q.rewrite':
    'Réécrivez ces mots de votre texte en corrigeant “{wrong}” (seule cette partie est vérifiée) : “{written}”',
  'q.correct': 'Corrigez “{wrong}” dans : “{written}”',
  'tail.earlier': ' (vous aviez d’abord écrit “{earlier}”)',
  'tail.earlierTerse': ' (avant : “{earlier}”)',
  'tail.deck': ' (votre mot du paquet)',
  'tail.deckTerse': ' (mot du paquet)',

  'q.meaning':
    'Écrivez le mot qui veut dire “{meaning}” ({letters, plural, one {# lettre} other {# lettres}}).',
  'q.meaningTerse': '“{meaning}” ({letters, plural, one {# lettre} other {# lettres}}) ?',
  'q.unscrambleDeck': 'Remettez dans l’ordre les lettres de votre mot du paquet : {scrambled}',
  'q.unscramble': 'Remettez dans l’ordre : {scrambled}',
  'q.unscrambleCount': 'Remettez dans l’ordre ({letters}) : {scrambled}',
  'q.drillFill': 'Remplissez le blanc : “{gapped}”',
  'q.drillForm': 'Complétez avec la bonne forme : “{gapped}”',
  'q.whichPoint': 'Quel point de cette leçon dit : “{rule}” ? Écrivez son nom.',
  'q.pointName': 'Écrivez le nom du point que cette leçon a expliqué.',

  'hint.earlier': 'Votre forme précédente était “{earlier}”.',
  'hint.accent': 'Attention à l’accent.',
  'hint.capital': 'Attention à la première lettre.',
  'hint.spelling': 'Seules une ou deux lettres changent.',
  'hint.other': 'Pensez à la règle, puis aux mots autour du blanc.',
  'hint.choice': 'Lisez les mots autour du blanc avant de choisir.',
  'hint.drill': 'Pas “{wrong}” : appliquez la règle de cette leçon.',

  'rule.accentFor': '“{right}” s’écrit avec “{now}”, pas “{was}” : l’accent fait partie de son orthographe.',
  'rule.accentWith': '“{right}” s’écrit avec “{now}” : l’accent fait partie de son orthographe.',
  'rule.accentWithout': '“{right}” s’écrit sans accent sur “{was}”.',
  'rule.capital': '“{right}” s’écrit avec un “{letter}” majuscule.',
  'rule.case': '“{right}” s’écrit avec ces majuscules et minuscules : {spelled}.',
  'rule.spellingFor': '“{right}” s’écrit avec “{now}” là où votre forme précédente avait “{was}”.',
  'rule.spellingAdded': '“{right}” a un “{now}” que votre forme précédente omettait.',
  'rule.spellingDropped': '“{right}” s’écrit sans le “{was}” de votre forme précédente.',

  'deeper.accent.es':
    'L’espagnol met un accent écrit sur la voyelle accentuée quand l’accent sort de la règle : les mots finissant par une voyelle, -n ou -s sont accentués sur l’avant-dernière syllabe, les autres sur la dernière, et un mot accentué avant l’avant-dernière syllabe en porte toujours un. Quelques mots courts s’en servent pour se distinguer d’un autre : tú (toi) et tu (ton), sí (oui) et si (si).',
  'deeper.accent.fr':
    'Les accents du français changent le son ou distinguent des mots : é est un e fermé (été), è et ê un e ouvert (père, fête), ç garde le c doux devant a, o et u (ça) ; à et où ne se distinguent de a (verbe avoir) et ou (alternative) que par l’accent.',
  'deeper.accent.de':
    'Les trémas de l’allemand sont des voyelles à part entière, pas une décoration : ä, ö et ü changent le son et souvent le mot (schon “déjà” et schön “beau”, zahlen “payer” et zählen “compter”).',
  'deeper.accent.en':
    'L’anglais ne garde d’accents que dans quelques mots empruntés (café, naïve, fiancé) ; dans ces mots, ils font partie de l’orthographe.',
  'deeper.capital.de':
    'L’allemand écrit chaque nom avec une majuscule, où qu’il soit dans la phrase, et d’autres mots aussi quand ils sont employés comme noms (das Lesen, etwas Gutes).',
  'deeper.capital.en':
    'L’anglais met une majuscule à “I”, aux noms propres, aux jours, aux mois, aux langues et aux nationalités (Monday, June, French), en plus du premier mot de la phrase.',
  'deeper.capital.es':
    'L’espagnol écrit les jours, les mois, les langues et les nationalités en minuscules (lunes, enero, español) ; les noms propres et le premier mot de la phrase prennent une majuscule.',
  'deeper.capital.fr':
    'Le français écrit les jours, les mois et les langues en minuscules (lundi, janvier, le français) ; les noms propres, le premier mot de la phrase et les nationalités employées comme noms (les Français) prennent une majuscule.',
  'deeper.spelling.es':
    'Plusieurs lettres de l’espagnol se prononcent pareil — b et v, c, s et z, ll et y, g et j devant e et i — et le h est muet : l’oreille ne suffit pas à trouver l’orthographe ; apprenez-la avec le mot.',
  'deeper.spelling.fr':
    'Beaucoup de lettres du français sont muettes (un -s, -t ou -x final, le -ent des verbes) : l’oreille ne suffit pas à trouver l’orthographe ; apprenez-la avec le mot.',
  'deeper.spelling.de':
    'L’allemand s’écrit surtout comme il se prononce, mais la longueur de la voyelle décide certaines lettres : ß après une voyelle longue ou une diphtongue (Straße, heißen), ss ou une consonne double après une voyelle brève (Fluss, Kamm).',
  'deeper.spelling.en':
    'L’orthographe de l’anglais ne suit souvent pas le son (though, through, thought) : apprenez l’orthographe en même temps que le mot.',
  'deeper.around': 'Regardez les mots autour de “{right}” : ce sont eux qui décident de sa forme.',

  'about.means': '“{title}” veut dire “{meaning}”.',
  'contrast.forms': 'Autres formes du mot : {forms}.',
  'contrast.earlierIsWord':
    'Votre forme précédente “{earlier}” est aussi un mot, mais pas celui qu’il faut ici.',
  'demo.ownWords': 'Vos propres mots avec cette seule correction ; le reste est tel que vous l’avez écrit.',
  'demo.saved': 'Un exemple enregistré avec cette notion.',
  'demo.forms': 'Le mot et d’autres formes tirées de sa table.',
  'demo.letters': 'Le mot, lettre par lettre ou avec son sens.',
  'demo.brief': 'Le point en bref.',
  'demo.learnerExample':
    'Vos propres mots tels qu’enregistrés avec cette notion, non vérifiés : ils peuvent encore contenir une faute.',
  'takeaway.write': 'Écrivez {rights} (votre forme précédente : {earliers}).',
  'takeaway.learnWord': 'Apprenez “{title}” avec son orthographe.',
  'takeaway.remember': 'À retenir : {title}.',
  'example.fromEntry': 'De votre entrée, avec cette correction : “{window}”',
  'pattern.fix': 'votre “{earlier}” → “{right}”',
  'concept.forms': 'Autres formes de “{title}” : {forms}.',
  'concept.useIt':
    'Employez “{title}” dans une phrase de votre cru lors de votre prochaine entrée : le correcteur vous dira s’il est bien écrit.',
  'tips.entry':
    'Les mots autour de chaque blanc sont les vôtres, tels que vous les avez écrits ; seul le blanc est vérifié.',
  'tips.gap': 'Seul le blanc est vérifié.',

  'review.practised': 'Vous avez travaillé : {words}.',
  'habit.accent':
    'Avant de rendre votre texte, vérifiez les accents de chaque mot que vous avez appris à l’oreille.',
  'habit.capital': 'Avant de rendre votre texte, vérifiez la première lettre de chaque mot.',
  'habit.spelling': 'Avant de rendre votre texte, relisez lettre par lettre les mots dont vous doutez.',
  'habit.other': 'Avant de rendre votre texte, lisez la phrase à voix haute en guettant ce point.',
  'aid.spell': 'Épelez-le à voix haute : {spelled}.',
  'aid.sayRule': 'Dites la règle une fois avec vos propres mots, en vous appuyant sur votre exemple corrigé.',
  'aid.writeFromMemory':
    'Écrivez “{title}” de mémoire une fois dans une phrase de votre cru, puis vérifiez-le.',
  'spellingGroup.description': 'L’orthographe de mots de votre entrée.',
};
