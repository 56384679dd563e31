/**
 * The offline exercise generator's English (issue 26, decision 313): every sentence a lesson built
 * without a model tells the learner, in ICU message syntax. The reference catalog: every other language
 * holds the same keys with the same placeholders (lesson-text.test.ts). Word for word the English the
 * generator wrote before it had catalogs. Placeholders carry the learner's target-language words, which
 * are never translated; a question's message never has its answer as a placeholder.
 */
export const en = {
  // Questions (practice-questions.ts). `source` is entry or example; `tail` a wanted-form note below.
  'q.fill':
    'Fill the gap in {source, select, entry {your words from the entry} other {an example saved with this concept}}: “{gapped}”{tail}',
  'q.fillTerse':
    'Fill the gap in {source, select, entry {what you wrote} other {a saved example}}: “{gapped}”{tail}',
  'q.gap': 'Gap: “{gapped}”{tail}',
  'q.choice':
    'Which word fits {source, select, entry {your words from the entry} other {an example saved with this concept}}? “{gapped}”{tail}',
  'q.choiceTerse':
    'Which word fits {source, select, entry {what you wrote} other {a saved example}}? “{gapped}”{tail}',
  'q.choose': 'Choose: “{gapped}”{tail}',
  'q.rewrite':
    'Rewrite these words of yours with “{wrong}” corrected (only that part is checked): “{written}”',
  'q.correct': 'Correct “{wrong}” in: “{written}”',
  'tail.earlier': ' (you first wrote “{earlier}”)',
  'tail.earlierTerse': ' (earlier: “{earlier}”)',
  'tail.deck': ' (your deck word)',
  'tail.deckTerse': ' (deck word)',

  // Questions from a concept alone (offline-generator.ts).
  'q.meaning': 'Write the word that means “{meaning}” ({letters, plural, one {# letter} other {# letters}}).',
  'q.meaningTerse': '“{meaning}” ({letters, plural, one {# letter} other {# letters}})?',
  'q.unscrambleDeck': 'Put the letters of your deck word in order: {scrambled}',
  'q.unscramble': 'Unscramble: {scrambled}',
  'q.unscrambleCount': 'Unscramble ({letters}): {scrambled}',
  'q.drillFill': 'Fill the gap: “{gapped}”',
  'q.drillForm': 'Complete with the right form: “{gapped}”',
  'q.whichPoint': 'Which point of this lesson says: “{rule}”? Write its name.',
  'q.pointName': 'Write the name of the point this lesson explained.',

  // Hints: they narrow, never give the word.
  'hint.earlier': 'Your earlier form was “{earlier}”.',
  'hint.accent': 'Mind the accent.',
  'hint.capital': 'Mind the first letter.',
  'hint.spelling': 'Only a letter or two change.',
  'hint.other': 'Think of the rule, then of the words around the gap.',
  'hint.choice': 'Read the words around the gap before you choose.',
  'hint.drill': 'Not “{wrong}”: apply the rule of this lesson.',

  // The rule of one fix (fix-kinds.ts).
  'rule.accentFor': '“{right}” is written with “{now}”, not “{was}”: the accent is part of its spelling.',
  'rule.accentWith': '“{right}” is written with “{now}”: the accent is part of its spelling.',
  'rule.accentWithout': '“{right}” is written without an accent on “{was}”.',
  'rule.capital': '“{right}” is written with a capital “{letter}”.',
  'rule.case': '“{right}” is written in this case: {spelled}.',
  'rule.spellingFor': '“{right}” is spelled with “{now}” where your earlier form had “{was}”.',
  'rule.spellingAdded': '“{right}” has a “{now}” that your earlier form left out.',
  'rule.spellingDropped': '“{right}” is spelled without the “{was}” your earlier form had.',

  // "Going deeper": why and when a kind of fix applies in the target language (fix-kinds.ts).
  'deeper.accent.es':
    'Spanish writes an accent on the stressed vowel when the stress breaks the usual pattern: words ending in a vowel, -n or -s are stressed on the next-to-last syllable, other words on the last, and a word stressed earlier always carries one. A few short words use it to tell two words apart: tú (you) and tu (your), sí (yes) and si (if).',
  'deeper.accent.fr':
    'French accents change the sound or tell words apart: é is a closed e (été), è and ê an open one (père, fête), ç keeps a c soft before a, o and u (ça); à and où differ from a (has) and ou (or) only by the accent.',
  'deeper.accent.de':
    'German umlauts are vowels of their own, not decoration: ä, ö and ü change the sound and often the word (schon “already” and schön “beautiful”, zahlen “to pay” and zählen “to count”).',
  'deeper.accent.en':
    'English keeps accents only in a few borrowed words (café, naïve, fiancé); in those they are part of the spelling.',
  'deeper.capital.de':
    'German writes every noun with a capital letter wherever it stands in the sentence, and other words too when they are used as nouns (das Lesen, etwas Gutes).',
  'deeper.capital.en':
    'English capitalises “I”, names, days, months, languages and nationalities (Monday, June, French), besides the first word of a sentence.',
  'deeper.capital.es':
    'Spanish writes days, months, languages and nationalities in lower case (lunes, enero, español); names and the first word of a sentence take a capital.',
  'deeper.capital.fr':
    'French writes days, months and languages in lower case (lundi, janvier, le français); names, the first word of a sentence and nationalities used as nouns (les Français) take a capital.',
  'deeper.spelling.es':
    'Several Spanish letters sound alike — b and v, c, s and z, ll and y, g and j before e and i — and h is silent, so the ear does not settle the spelling: learn it with the word.',
  'deeper.spelling.fr':
    'Many French letters are silent (a final -s, -t or -x, the -ent of verbs), so the ear does not settle the spelling: learn it with the word.',
  'deeper.spelling.de':
    'German mostly spells as it sounds, but vowel length decides some letters: ß after a long vowel or a diphthong (Straße, heißen), ss or a doubled consonant after a short vowel (Fluss, Kamm).',
  'deeper.spelling.en':
    'English spelling often does not follow the sound (though, through, thought), so learn the spelling together with the word.',
  'deeper.around': 'Look at the words around “{right}”: they decide its form.',

  // The lesson's slides (offline-generator.ts).
  'about.means': '“{title}” means “{meaning}”.',
  'contrast.forms': 'Other forms of the word: {forms}.',
  'contrast.earlierIsWord': 'Your earlier form “{earlier}” is a word too, but not the one these words need.',
  'demo.ownWords': 'Your own words with this fix only; the rest is as you wrote it.',
  'demo.saved': 'An example saved with this concept.',
  'demo.forms': 'The word and other forms of it from its table.',
  'demo.letters': 'The word, letter by letter or with its meaning.',
  'demo.brief': 'The point in brief.',
  'demo.learnerExample':
    'Your own words as saved with this concept, not checked: they may still hold a mistake.',
  'takeaway.write': 'Write {rights} (your earlier form: {earliers}).',
  'takeaway.learnWord': 'Learn “{title}” with its spelling.',
  'takeaway.remember': 'Remember: {title}.',
  'example.fromEntry': 'From your entry, with this fix: “{window}”',
  'pattern.fix': 'your “{earlier}” → “{right}”',
  'concept.forms': 'Other forms of “{title}”: {forms}.',
  'concept.useIt':
    'Use “{title}” in a sentence of your own in your next entry: the checker will tell you if it is spelled right.',
  'tips.entry': 'The words around each gap are your own, as you wrote them; only the gap is checked.',
  'tips.gap': 'Only the gap is checked.',

  // Review (offline-generator.ts).
  'review.practised': 'You practised: {words}.',
  'habit.accent': 'Before you hand in, read each word you learned by ear and check its accents.',
  'habit.capital': 'Before you hand in, check the first letter of each word.',
  'habit.spelling': 'Before you hand in, read the words you are unsure of letter by letter.',
  'habit.other': 'Before you hand in, read the sentence aloud and listen for this point.',
  'aid.spell': 'Spell it aloud: {spelled}.',
  'aid.sayRule': 'Say the rule once in your own words with your corrected example.',
  'aid.writeFromMemory': 'Write “{title}” from memory once in a sentence of your own, then check it.',
  'spellingGroup.description': 'The spelling of words from your entry.',
};

export type LessonCatalog = Record<keyof typeof en, string>;
export type LessonKey = keyof typeof en;
