import type { LessonCatalog } from './en.js';

/** The offline exercise generator in German (du, as the web's catalog). */
export const de: LessonCatalog = {
  'q.fill':
    'Füll die Lücke in {source, select, entry {deinen Worten aus dem Eintrag} other {einem Beispiel, das zu diesem Begriff gespeichert ist}}: “{gapped}”{tail}',
  'q.fillTerse':
    'Füll die Lücke in {source, select, entry {deinem Text} other {einem gespeicherten Beispiel}}: “{gapped}”{tail}',
  'q.gap': 'Lücke: “{gapped}”{tail}',
  'q.choice':
    'Welches Wort passt in {source, select, entry {deine Worte aus dem Eintrag} other {ein Beispiel, das zu diesem Begriff gespeichert ist}}? “{gapped}”{tail}',
  'q.choiceTerse':
    'Welches Wort passt in {source, select, entry {deinen Text} other {ein gespeichertes Beispiel}}? “{gapped}”{tail}',
  'q.choose': 'Wähle: “{gapped}”{tail}',
  'q.rewrite':
    'Schreib diese Wörter aus deinem Text neu und korrigiere dabei “{wrong}” (nur dieser Teil wird geprüft): “{written}”',
  'q.correct': 'Korrigiere “{wrong}” in: “{written}”',
  'tail.earlier': ' (zuerst hast du “{earlier}” geschrieben)',
  'tail.earlierTerse': ' (vorher: “{earlier}”)',
  'tail.deck': ' (dein Wort aus dem Stapel)',
  'tail.deckTerse': ' (Wort aus dem Stapel)',

  'q.meaning':
    'Schreib das Wort, das “{meaning}” bedeutet ({letters, plural, one {# Buchstabe} other {# Buchstaben}}).',
  'q.meaningTerse': '“{meaning}” ({letters, plural, one {# Buchstabe} other {# Buchstaben}})?',
  'q.unscrambleDeck':
    'Bring die Buchstaben deines Wortes aus dem Stapel in die richtige Reihenfolge: {scrambled}',
  'q.unscramble': 'Ordne die Buchstaben: {scrambled}',
  'q.unscrambleCount': 'Ordne die Buchstaben ({letters}): {scrambled}',
  'q.drillFill': 'Füll die Lücke: “{gapped}”',
  'q.drillForm': 'Ergänze die richtige Form: “{gapped}”',
  'q.whichPoint': 'Welcher Punkt dieser Lektion besagt: “{rule}”? Schreib seinen Namen.',
  'q.pointName': 'Schreib den Namen des Punktes, den diese Lektion erklärt hat.',

  'hint.earlier': 'Deine frühere Form war “{earlier}”.',
  'hint.accent': 'Achte auf den Akzent.',
  'hint.capital': 'Achte auf den ersten Buchstaben.',
  'hint.spelling': 'Nur ein oder zwei Buchstaben ändern sich.',
  'hint.other': 'Denk an die Regel, dann an die Wörter rund um die Lücke.',
  'hint.choice': 'Lies die Wörter rund um die Lücke, bevor du wählst.',
  'hint.drill': 'Nicht “{wrong}”: Wende die Regel dieser Lektion an.',

  'rule.accentFor': '“{right}” schreibt man mit “{now}”, nicht “{was}”: Der Akzent gehört zur Schreibung.',
  'rule.accentWith': '“{right}” schreibt man mit “{now}”: Der Akzent gehört zur Schreibung.',
  'rule.accentWithout': '“{right}” schreibt man ohne Akzent auf “{was}”.',
  'rule.capital': '“{right}” schreibt man mit großem “{letter}”.',
  'rule.case': '“{right}” schreibt man mit diesen Groß- und Kleinbuchstaben: {spelled}.',
  'rule.spellingFor': '“{right}” schreibt man mit “{now}”, wo deine frühere Form “{was}” hatte.',
  'rule.spellingAdded': '“{right}” hat ein “{now}”, das deiner früheren Form fehlte.',
  'rule.spellingDropped': '“{right}” schreibt man ohne das “{was}” deiner früheren Form.',

  'deeper.accent.es':
    'Das Spanische setzt einen Akzent auf den betonten Vokal, wenn die Betonung von der Regel abweicht: Wörter auf Vokal, -n oder -s werden auf der vorletzten Silbe betont, alle anderen auf der letzten, und ein Wort, das noch weiter vorn betont wird, trägt immer einen. Einige kurze Wörter unterscheiden sich dadurch von einem anderen: tú (du) und tu (dein), sí (ja) und si (wenn).',
  'deeper.accent.fr':
    'Französische Akzente ändern den Klang oder unterscheiden Wörter: é ist ein geschlossenes e (été), è und ê ein offenes (père, fête), ç hält das c vor a, o und u weich (ça); à und où unterscheiden sich von a (hat) und ou (oder) nur durch den Akzent.',
  'deeper.accent.de':
    'Die deutschen Umlaute sind eigene Vokale, kein Schmuck: ä, ö und ü ändern den Klang und oft das Wort (schon und schön, zahlen und zählen).',
  'deeper.accent.en':
    'Das Englische behält Akzente nur in wenigen Lehnwörtern (café, naïve, fiancé); dort gehören sie zur Schreibung.',
  'deeper.capital.de':
    'Im Deutschen schreibt man jedes Nomen groß, egal wo es im Satz steht, und auch andere Wörter, wenn sie als Nomen gebraucht werden (das Lesen, etwas Gutes).',
  'deeper.capital.en':
    'Im Englischen schreibt man “I”, Namen, Wochentage, Monate, Sprachen und Nationalitäten groß (Monday, June, French), dazu das erste Wort des Satzes.',
  'deeper.capital.es':
    'Im Spanischen schreibt man Wochentage, Monate, Sprachen und Nationalitäten klein (lunes, enero, español); Namen und das erste Wort des Satzes schreibt man groß.',
  'deeper.capital.fr':
    'Im Französischen schreibt man Wochentage, Monate und Sprachen klein (lundi, janvier, le français); Namen, das erste Wort des Satzes und als Nomen gebrauchte Nationalitäten (les Français) schreibt man groß.',
  'deeper.spelling.es':
    'Mehrere spanische Buchstaben klingen gleich — b und v, c, s und z, ll und y, g und j vor e und i — und h ist stumm, das Gehör allein verrät also die Schreibung nicht: Lern sie mit dem Wort.',
  'deeper.spelling.fr':
    'Viele französische Buchstaben sind stumm (ein -s, -t oder -x am Ende, das -ent der Verben), das Gehör allein verrät also die Schreibung nicht: Lern sie mit dem Wort.',
  'deeper.spelling.de':
    'Deutsch schreibt man meist, wie man es spricht, aber bei manchen Buchstaben entscheidet die Länge des Vokals: ß nach langem Vokal oder Diphthong (Straße, heißen), ss oder ein doppelter Konsonant nach kurzem Vokal (Fluss, Kamm).',
  'deeper.spelling.en':
    'Die englische Schreibung folgt oft nicht dem Klang (though, through, thought), also lern die Schreibung zusammen mit dem Wort.',
  'deeper.around': 'Sieh dir die Wörter um “{right}” an: Sie bestimmen seine Form.',

  'about.means': '“{title}” bedeutet “{meaning}”.',
  'contrast.forms': 'Andere Formen des Wortes: {forms}.',
  'contrast.earlierIsWord':
    'Deine frühere Form “{earlier}” ist auch ein Wort, aber nicht das, das hier gebraucht wird.',
  'demo.ownWords':
    'Deine eigenen Worte nur mit dieser Korrektur; der Rest steht so, wie du ihn geschrieben hast.',
  'demo.saved': 'Ein Beispiel, das zu diesem Begriff gespeichert ist.',
  'demo.forms': 'Das Wort und andere Formen davon aus seiner Tabelle.',
  'demo.letters': 'Das Wort, Buchstabe für Buchstabe oder mit seiner Bedeutung.',
  'demo.brief': 'Der Punkt in Kürze.',
  'demo.learnerExample':
    'Deine eigenen Worte, wie sie zu diesem Begriff gespeichert sind, ungeprüft: Sie können noch einen Fehler enthalten.',
  'takeaway.write': 'Schreib {rights} (deine frühere Form: {earliers}).',
  'takeaway.learnWord': 'Lern “{title}” mit seiner Schreibung.',
  'takeaway.remember': 'Merk dir: {title}.',
  'example.fromEntry': 'Aus deinem Eintrag, mit dieser Korrektur: “{window}”',
  'pattern.fix': 'dein “{earlier}” → “{right}”',
  'concept.forms': 'Andere Formen von “{title}”: {forms}.',
  'concept.useIt':
    'Verwende “{title}” in deinem nächsten Eintrag in einem eigenen Satz: Die Prüfung sagt dir, ob es richtig geschrieben ist.',
  'tips.entry':
    'Die Wörter um jede Lücke sind deine eigenen, so wie du sie geschrieben hast; geprüft wird nur die Lücke.',
  'tips.gap': 'Geprüft wird nur die Lücke.',

  'review.practised': 'Du hast geübt: {words}.',
  'habit.accent': 'Prüf vor dem Abgeben bei jedem Wort, das du nach Gehör gelernt hast, die Akzente.',
  'habit.capital': 'Prüf vor dem Abgeben den ersten Buchstaben jedes Wortes.',
  'habit.spelling': 'Lies vor dem Abgeben die Wörter, bei denen du unsicher bist, Buchstabe für Buchstabe.',
  'habit.other': 'Lies den Satz vor dem Abgeben laut und achte auf diesen Punkt.',
  'aid.spell': 'Buchstabiere es laut: {spelled}.',
  'aid.sayRule': 'Sag die Regel einmal in deinen eigenen Worten, mit deinem korrigierten Beispiel.',
  'aid.writeFromMemory':
    'Schreib “{title}” einmal aus dem Gedächtnis in einem eigenen Satz und prüf es dann.',
  'spellingGroup.description': 'Die Schreibung von Wörtern aus deinem Eintrag.',
};
