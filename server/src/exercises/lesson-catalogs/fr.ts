import type { LessonCatalog } from './en.js';

/** The offline exercise generator in French (tutoiement, as the web's catalog). */
export const fr: LessonCatalog = {
  'q.fill':
    'Complète le trou dans {source, select, entry {tes mots de l’entrée} other {un exemple enregistré avec cette notion}} : “{gapped}”{tail}',
  'q.fillTerse':
    'Complète le trou dans {source, select, entry {ce que tu as écrit} other {un exemple enregistré}} : “{gapped}”{tail}',
  'q.gap': 'Trou : “{gapped}”{tail}',
  'q.choice':
    'Quel mot convient dans {source, select, entry {tes mots de l’entrée} other {un exemple enregistré avec cette notion}} ? “{gapped}”{tail}',
  'q.choiceTerse':
    'Quel mot convient dans {source, select, entry {ce que tu as écrit} other {un exemple enregistré}} ? “{gapped}”{tail}',
  'q.choose': 'Choisis : “{gapped}”{tail}',
  'q.rewrite':
    'Réécris ces mots à toi en corrigeant “{wrong}” (seule cette partie est vérifiée) : “{written}”',
  'q.correct': 'Corrige “{wrong}” dans : “{written}”',
  'tail.earlier': ' (tu avais d’abord écrit “{earlier}”)',
  'tail.earlierTerse': ' (avant : “{earlier}”)',
  'tail.deck': ' (ton mot du paquet)',
  'tail.deckTerse': ' (mot du paquet)',

  'q.meaning':
    'Écris le mot qui veut dire “{meaning}” ({letters, plural, one {# lettre} other {# lettres}}).',
  'q.meaningTerse': '“{meaning}” ({letters, plural, one {# lettre} other {# lettres}}) ?',
  'q.unscrambleDeck': 'Remets dans l’ordre les lettres de ton mot du paquet : {scrambled}',
  'q.unscramble': 'Remets dans l’ordre : {scrambled}',
  'q.unscrambleCount': 'Remets dans l’ordre ({letters}) : {scrambled}',
  'q.drillFill': 'Complète le trou : “{gapped}”',
  'q.drillForm': 'Complète avec la bonne forme : “{gapped}”',
  'q.whichPoint': 'Quel point de cette leçon dit : “{rule}” ? Écris son nom.',
  'q.pointName': 'Écris le nom du point que cette leçon a expliqué.',

  'hint.earlier': 'Ta forme précédente était “{earlier}”.',
  'hint.accent': 'Attention à l’accent.',
  'hint.capital': 'Attention à la première lettre.',
  'hint.spelling': 'Seules une ou deux lettres changent.',
  'hint.other': 'Pense à la règle, puis aux mots autour du trou.',
  'hint.choice': 'Lis les mots autour du trou avant de choisir.',
  'hint.drill': 'Pas “{wrong}” : applique la règle de cette leçon.',

  'rule.accentFor': '“{right}” s’écrit avec “{now}”, pas “{was}” : l’accent fait partie de son orthographe.',
  'rule.accentWith': '“{right}” s’écrit avec “{now}” : l’accent fait partie de son orthographe.',
  'rule.accentWithout': '“{right}” s’écrit sans accent sur “{was}”.',
  'rule.capital': '“{right}” s’écrit avec un “{letter}” majuscule.',
  'rule.case': '“{right}” s’écrit avec ces majuscules et minuscules : {spelled}.',
  'rule.spellingFor': '“{right}” s’écrit avec “{now}” là où ta forme précédente avait “{was}”.',
  'rule.spellingAdded': '“{right}” a un “{now}” que ta forme précédente oubliait.',
  'rule.spellingDropped': '“{right}” s’écrit sans le “{was}” de ta forme précédente.',

  'deeper.accent.es':
    'L’espagnol met un accent écrit sur la voyelle accentuée quand l’accent sort de la règle : les mots finissant par une voyelle, -n ou -s sont accentués sur l’avant-dernière syllabe, les autres sur la dernière, et un mot accentué plus tôt en porte toujours un. Quelques mots courts s’en servent pour se distinguer d’un autre : tú (toi) et tu (ton), sí (oui) et si (si).',
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
    'Plusieurs lettres de l’espagnol se prononcent pareil — b et v, c, s et z, ll et y, g et j devant e et i — et le h est muet : l’oreille ne suffit pas pour l’orthographe, apprends-la avec le mot.',
  'deeper.spelling.fr':
    'Beaucoup de lettres du français sont muettes (un -s, -t ou -x final, le -ent des verbes) : l’oreille ne suffit pas pour l’orthographe, apprends-la avec le mot.',
  'deeper.spelling.de':
    'L’allemand s’écrit surtout comme il se prononce, mais la longueur de la voyelle décide certaines lettres : ß après une voyelle longue ou une diphtongue (Straße, heißen), ss ou une consonne double après une voyelle brève (Fluss, Kamm).',
  'deeper.spelling.en':
    'L’orthographe de l’anglais ne suit souvent pas le son (though, through, thought) : apprends l’orthographe en même temps que le mot.',
  'deeper.around': 'Regarde les mots autour de “{right}” : ce sont eux qui décident de sa forme.',

  'about.means': '“{title}” veut dire “{meaning}”.',
  'contrast.forms': 'Autres formes du mot : {forms}.',
  'contrast.earlierIsWord':
    'Ta forme précédente “{earlier}” est aussi un mot, mais pas celui qu’il faut ici.',
  'demo.ownWords': 'Tes propres mots avec cette seule correction ; le reste est tel que tu l’as écrit.',
  'demo.saved': 'Un exemple enregistré avec cette notion.',
  'demo.forms': 'Le mot et d’autres formes tirées de sa table.',
  'demo.letters': 'Le mot, lettre par lettre ou avec son sens.',
  'demo.brief': 'Le point en bref.',
  'demo.learnerExample':
    'Tes propres mots tels qu’enregistrés avec cette notion, non vérifiés : ils peuvent encore contenir une faute.',
  'takeaway.write': 'Écris {rights} (ta forme précédente : {earliers}).',
  'takeaway.learnWord': 'Apprends “{title}” avec son orthographe.',
  'takeaway.remember': 'À retenir : {title}.',
  'example.fromEntry': 'De ton entrée, avec cette correction : “{window}”',
  'pattern.fix': 'ton “{earlier}” → “{right}”',
  'concept.forms': 'Autres formes de “{title}” : {forms}.',
  'concept.useIt':
    'Emploie “{title}” dans une phrase à toi dans ta prochaine entrée : le correcteur te dira s’il est bien écrit.',
  'tips.entry':
    'Les mots autour de chaque trou sont les tiens, tels que tu les as écrits ; seul le trou est vérifié.',
  'tips.gap': 'Seul le trou est vérifié.',

  'review.practised': 'Tu as pratiqué : {words}.',
  'habit.accent': 'Avant de rendre, relis à l’oreille chaque mot appris et vérifie ses accents.',
  'habit.capital': 'Avant de rendre, vérifie la première lettre de chaque mot.',
  'habit.spelling': 'Avant de rendre, relis lettre par lettre les mots dont tu doutes.',
  'habit.other': 'Avant de rendre, lis la phrase à voix haute en écoutant ce point.',
  'aid.spell': 'Épelle-le à voix haute : {spelled}.',
  'aid.sayRule': 'Dis la règle une fois avec tes propres mots, avec ton exemple corrigé.',
  'aid.writeFromMemory': 'Écris “{title}” de mémoire une fois dans une phrase à toi, puis vérifie-le.',
  'spellingGroup.description': 'L’orthographe de mots de ton entrée.',
};
