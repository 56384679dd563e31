/**
 * The offline assessor's English (issue 26, decision 303): every sentence it tells a learner, in ICU
 * message syntax. The reference catalog: every other language holds the same keys with the same
 * placeholders (explain-text.test.ts). Word for word the English the checker said before it had catalogs.
 * Quoted words are the learner's target language: they arrive as placeholders and are never translated.
 */
export const en = {
  // Any rule without its own message (harper's lints, a rule not converted yet), by correction category.
  'generic.fix':
    '{category, select, spelling {Spelling} accents {Accents} punctuation {Punctuation} vocabulary {Word choice} word_order {Word order} other {Grammar}}: write “{corrected}” instead of “{original}”.',
  'generic.remove':
    '{category, select, spelling {Spelling} accents {Accents} punctuation {Punctuation} vocabulary {Word choice} word_order {Word order} other {Grammar}}: leave out “{original}”.',
  'generic.flag':
    '{category, select, spelling {Spelling} accents {Accents} punctuation {Punctuation} vocabulary {Word choice} word_order {Word order} other {Grammar}}: check “{original}”; something looks wrong, but the checker cannot be sure of the right form.',
  'generic.selfCheck': 'The checker could not confirm a replacement here: check this form yourself.',

  // Spelling (hunspell.ts, romance-accents.ts).
  'spelling.accent': '“{word}” needs an accent: “{corrected}”.',
  'spelling.sure': '“{word}” is spelled “{corrected}”.',
  'spelling.unknown':
    '“{word}” is not in the {languageName} dictionary. Check its spelling or form; a word close to it is “{corrected}”, but that may be a different word.',
  'spelling.written': '“{word}” is written “{right}”.',
  'spelling.deLowercase': '“{word}” is not a noun: write it in lower case in mid-sentence.',
  'spelling.deNounCapital': '“{word}” is a noun, and German nouns start with a capital letter.',

  // German grammar (german-grammar.ts).
  'de.participle': 'The participle of this strong verb is “{right}”, not formed with -t.',
  'de.perfectSein': '“{participle}” forms the perfect with sein: “{sein} … {participle}”.',
  'de.perfectSeinCheck':
    'Check the auxiliary: “{participle}” takes sein when it says where someone went (ich {example}), haben only with an object.',
  'de.verbSecond':
    'After “{opener}” at the start, the verb comes second, before the subject: “{verb} {pronoun}”.',
  'de.verbFinal': 'After “{conj}” the verb goes to the end of the clause: “{conj} {pronoun} … {verb}”.',
  'de.verbFinalCheck': 'After “{conj}” the verb goes to the end of the clause: check where “{verb}” belongs.',
  'de.dativeShort': '“{prep}” takes the dative: “{prep} dem”, written “{short}”.',
  'de.dative': '“{prep}” always takes the dative: “{prep} {article} {noun}”.',

  // Article–noun gender (article-gender.ts) and irregular participles (romance-participles.ts).
  'gender.is': '“{noun}” is {gender, select, m {masculine} f {feminine} other {neuter}}: “{form} {noun}”.',
  'gender.isSo':
    '“{noun}” is {gender, select, m {masculine} f {feminine} other {neuter}}: “{known} {noun}”, so “{right} {noun}”.',
  'gender.checkCase':
    '“{noun}” is {gender, select, m {masculine} f {feminine} other {neuter}} (“{known} {noun}”): check the article for its case.',
  'participle.irregular': 'The participle of this verb is irregular: “{right}”.',

  // Rule descriptions: a grammar concept's description (the *_RULES tables hold the same English).
  'rule.de-participle':
    'Strong verbs form the participle with -en and often a new vowel: *gegangen*, *getrunken*.',
  'rule.de-perfect-sein':
    'Verbs of motion and change of state form the perfect with *sein*: *ich bin gegangen*.',
  'rule.de-verb-second': 'In a main clause the verb comes second: *Heute gehe ich ins Kino*.',
  'rule.de-verb-final':
    'After *weil*, *dass*, *wenn*, *ob*, *obwohl* and *als* the verb goes to the end: *weil ich müde bin*.',
  'rule.de-dative':
    '*mit*, *bei*, *von*, *aus*, *nach* and *seit* take the dative: *mit dem Auto*, *mit einer Freundin*.',
  'rule.de-article-gender':
    'The article agrees with the noun’s gender: *die Wohnung*, *das Haus*, *der Tisch*.',
  'rule.fr-article-gender': 'The article agrees with the noun’s gender: *la maison*, *le jour*, *une idée*.',
  'rule.it-article-gender':
    'The article agrees with the noun’s gender: *la casa*, *il giorno*, *una settimana*.',
  'rule.pt-article-gender': 'The article agrees with the noun’s gender: *a casa*, *o dia*, *uma semana*.',
  'rule.it-participle':
    'Many Italian verbs have an irregular participle: *preso*, *fatto*, *scritto*, *visto*.',
  'rule.pt-participle':
    'Some Portuguese verbs have an irregular participle: *feito*, *dito*, *escrito*, *visto*.',

  // Concept names (rule-titles.ts, assessor.ts ruleTitle).
  'title.AnA': 'A or an',
  'title.RepeatedWords': 'Repeated words',
  'title.RegularIrregulars': 'Irregular verb forms',
  'title.SimplePastToPastParticiple': 'Past participle after have',
  'title.DidPast': 'Base verb after did',
  'title.IrregularVerb': 'Irregular verb forms',
  'title.ThirdPersonS': 'Third-person -s',
  'title.SingularNounVerb': 'Third-person -s',
  'title.PluralNounVerb': 'Subject–verb agreement',
  'title.ThereArePlural': 'Subject–verb agreement',
  'title.ModalTo': 'Modal verbs without to',
  'title.BareVerbAfterAuxiliary': 'Base verb after a modal or do',
  'title.BaseAfterToOrModal': 'Base verb after to or a modal',
  'title.DoubleComparison': 'Comparatives and superlatives',
  'title.IntroductoryComma': 'Comma after a linking phrase',
  'title.MissingSubjectIt': 'The subject it',
  'title.PastTimePerfect': 'Simple past with a finished time',
  'title.PastTimePresent': 'Simple past after a finished time',
  'title.de-article-gender': 'Article and noun gender',
  'title.de-dative': 'Dative after mit, bei, von, aus, nach, seit',
  'title.de-participle': 'Past participles of strong verbs',
  'title.de-perfect-sein': 'Perfect with sein for motion and change of state',
  'title.de-verb-final': 'Verb at the end after weil, dass, wenn',
  'title.de-verb-second': 'Verb in second place',
  'title.es-consistir-en': 'consistir en',
  'title.es-contraction': 'al and del',
  'title.es-copula-agreement': 'Agreement after ser and estar',
  'title.es-desde-hace': 'desde hace',
  'title.es-estar-place': 'estar for places',
  'title.es-estar-state': 'estar for states',
  'title.es-gender': 'Noun gender',
  'title.es-indirect-question': 'Accents in indirect questions',
  'title.es-irregular-preterite': 'Irregular preterites',
  'title.es-mas-mejor': 'mejor and peor without más',
  'title.es-mi-pronoun': 'mí after a preposition',
  'title.es-muy-mucho': 'muy and mucho',
  'title.es-number': 'Singular and plural',
  'title.es-plural-adjective': 'Adjective agreement',
  'title.es-poder-infinitive': 'Infinitive after poder',
  'title.es-ser-profession': 'ser for professions',
  'title.es-subject-pronoun': 'Leaving out the subject pronoun',
  'title.es-subject-verb': 'Subject–verb agreement',
  'title.es-tener-noun': 'tener with hunger, fear, thirst',
  'title.fr-article-gender': 'Article and noun gender',
  'title.fr-etre-motion': 'Passé composé with être',
  'title.fr-participle': 'Irregular past participles',
  'title.fr-possessive-vowel': 'mon, ton, son before a vowel',
  'title.it-article-gender': 'Article and noun gender',
  'title.pt-article-gender': 'Article and noun gender',
  // A rule with no name of its own, in a language other than English: its correction category.
  categoryTitle:
    '{category, select, spelling {Spelling} accents {Accents} punctuation {Punctuation} vocabulary {Word choice} word_order {Word order} other {Grammar}}',

  // Feedback (feedback.ts).
  'feedback.scope.harper':
    'spelling, plus rules for common learner errors: verb agreement, verb forms, a/an, plurals, apostrophes, capitals',
  'feedback.scope.de':
    'spelling, umlauts, capitals, and rules for common A2 errors: strong participles, haben or sein, the verb second and the verb last, the dative after mit',
  'feedback.scope.fr':
    'spelling and accents, plus rules for common A2 errors: mon/ma before a vowel, irregular participles, être with verbs of motion',
  'feedback.scope.pt': 'spelling and accents, by Brazilian spelling',
  'feedback.scope.es':
    'spelling and accents, plus rules for common learner errors: agreement, ser/estar, irregular preterites, desde hace, al/del, mí, tener miedo',
  'feedback.scope.other': 'spelling and accents only',
  'feedback.clean':
    'The offline checker ({scope}) found nothing to correct in your {languageName} — well done.',
  'feedback.found':
    'The offline checker ({scope}) found {counts} in your {languageName}. Hover over each highlight to see why.',
  'feedback.count':
    '{n} {category, select, spelling {{n, plural, one {spelling mistake} other {spelling mistakes}}} accents {{n, plural, one {accent mistake} other {accent mistakes}}} punctuation {{n, plural, one {punctuation mistake} other {punctuation mistakes}}} vocabulary {{n, plural, one {word-choice issue} other {word-choice issues}}} word_order {{n, plural, one {word-order issue} other {word-order issues}}} other {{n, plural, one {grammar issue} other {grammar issues}}}}',
  'feedback.and': '{head} and {last}',
  'feedback.flags':
    '{flags, plural, one {One of them is} other {{flags} of them are}} marked “Check this”: something looks wrong there, but the checker cannot be sure of the right form, so it offers none.',
  'feedback.notChecked.es':
    'Other grammar (tenses, the subjunctive) and word order were not checked offline.',
  'feedback.notChecked.de':
    'Other grammar (cases beyond those rules, adjective endings without an article, tenses) was not checked offline.',
  'feedback.notChecked.fr': 'Other grammar (agreement, tenses) and word order were not checked offline.',
  'feedback.notChecked.other': 'Grammar and word order were not checked offline.',
  'feedback.limits':
    'Without an AI model it cannot judge word choice, style, tense use or meaning, so a clean result does not mean the entry has no mistakes.',
  'feedback.unsupported':
    'There is no offline checker for this language ({languageName}), so no corrections were made and the level is only a rough guess from sentence length and vocabulary. Offline checking covers English, Spanish, French, German, Dutch, Italian and Portuguese.',

  // The level estimate (level.ts).
  'level.summary':
    'Estimated level {level}, {confidence, select, moderate {moderately sure} other {not sure}}: it could well be anywhere in {range}. This is a rough estimate, not a placement test, {reasons}.',
  'level.from':
    'from sentence length, vocabulary variety and the mistakes found in {words} {words, plural, one {word} other {words}}',
  'level.short': 'a short entry shows little',
  'level.spelling': 'grammar was not checked, so mistakes are undercounted',
  'level.none': 'no mistakes could be checked in this language',
  'level.join': '{head}; {last}',
  // Agreement across words and y → e (decision 308, 309).
  'agreement.ending':
    'After “{article}” before a {gender, select, m {masculine} f {feminine} other {neuter}} noun the adjective ends in -{ending}: “{right} {noun}”.',
  'agreement.endingCheck':
    '“{noun}” is {gender, select, m {masculine} f {feminine} other {neuter}}: check the adjective ending after “{article}”.',
  'agreement.afterNoun':
    '“{noun}” is {gender, select, m {masculine} f {feminine} other {neuter}}{plural, select, yes { plural} other {}}, and the adjective agrees: “{noun} {right}”.',
  'es.conjunction': 'Before “{next}” (it starts with the sound {sound}), “{word}” is “{right}”.',
  'rule.de-adjective-ending':
    'After the article the adjective ending is fixed by gender and case: *ein großes Haus*, *der kleine Hund*, *mit dem neuen Auto*.',
  'rule.es-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *una casa blanca*.',
  'rule.fr-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *une maison blanche*.',
  'rule.it-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *una casa bianca*.',
  'rule.pt-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *uma casa branca*.',
  'rule.es-conjunction-e-u':
    '*y* is *e* before the sound i (*padre e hijo*), *o* is *u* before the sound o (*siete u ocho*).',
  'title.de-adjective-ending': 'Adjective endings after the article',
  'title.es-adjective-agreement': 'Adjective agreement after the noun',
  'title.fr-adjective-agreement': 'Adjective agreement after the noun',
  'title.it-adjective-agreement': 'Adjective agreement after the noun',
  'title.pt-adjective-agreement': 'Adjective agreement after the noun',
  'title.es-conjunction-e-u': 'e and u for y and o',
  // Spanish and French grammar (spanish-*.ts, french-grammar.ts), article and adjective (article-adjective.ts).
  'es.serProfession': 'A profession takes ser: “{ser} {next}”.',
  'es.serProfessionNoArticle': 'A profession takes ser and no article: “{ser} {next}”.',
  'es.estarPlace': 'Where someone is takes estar: “{estar} en”.',
  'es.estarState': 'A passing state takes estar: “{estar} {state}”.',
  'es.irregularPreterite': "This verb's preterite is irregular: “{right}”.",
  'es.desdeHace': 'A length of time up to now is “desde hace {n} {unit}”.',
  'es.copulaAgreement': 'The adjective agrees with “{det} {noun}” across “{copula}”: “{right}”.',
  'es.singularHere': '“{word}” is singular here: “{singular} {word}”.',
  'es.pluralNoun': '“{det}” is plural, so the noun is plural too: “{det} {plural}”.',
  'es.plural': '“{word}” is plural: “{fixed} {word}”.',
  'es.subjectVerb': 'After “{pronoun}” the verb is “{fixed}”.',
  'es.tenerNoun': 'Spanish “has” {noun}: “{tener} {noun}”, not “{estar} {noun}”.',
  'es.consistirEn': '“consistir” takes “en”: “consiste en”.',
  'es.miPronoun': '“mí” (me) takes an accent after a preposition; “mi” without one means “my”.',
  'es.indirectQuestion': 'After “{verb}”, “{accented}” asks a question and keeps its accent.',
  'es.pluralAdjective': '“{verb}” has a plural subject, so the adjective is plural too: “{plural}”.',
  'es.contraction': '“{prep} el” contracts to “{fixed}”.',
  'es.masMejor': '“{next}” is already a comparative: drop “más”.',
  'es.muyMucho': '“muy” does not go before “{next}”: say “{next}” (or “muchísimo”).',
  'es.poderInfinitive': 'After “{poder}” the next verb is an infinitive: “{poder} {infinitive}”.',
  'es.subjectPronoun':
    '“{verb}” already says who: Spanish leaves out “{pronoun}” unless you stress or contrast it.',
  'fr.possessiveVowel':
    'Before a vowel “{word}” becomes “{fixed}”: “{fixed} {next}”, even for a feminine noun.',
  'fr.participle': "This verb's participle is irregular: “{right}”.",
  'fr.etreMotion': '“{next}” forms the passé composé with être: “{fixed} {next}”.',
  'gender.dative':
    '“{before}” takes the dative, and “{noun}” is {gender, select, m {masculine} f {feminine} other {neuter}}: “{before} {right} {noun}”.',
  'gender.checkCaseAdjective':
    '“{noun}” is {gender, select, m {masculine} f {feminine} other {neuter}} (“{known} {noun}”): check the article and the adjective ending for its case.',
  // Spanish and French rule descriptions (SPANISH_RULES, SPANISH_A2_RULES, FRENCH_RULES).
  'rule.es-gender': 'Determiner and noun agree in gender: *el problema*, *la gente*.',
  'rule.es-number': 'Determiner and noun agree in number: *mis hermanos*, *muchas personas*.',
  'rule.es-subject-verb': 'The verb agrees with its subject pronoun: *yo soy*, *ellos tienen*.',
  'rule.es-contraction': '*a* + *el* is *al*, *de* + *el* is *del*.',
  'rule.es-mas-mejor': '*mejor* and *peor* are comparatives already: not *más mejor*.',
  'rule.es-muy-mucho': '*muy* does not go before *mucho*.',
  'rule.es-mi-pronoun': 'After a preposition the pronoun is *mí* (a mí me gusta); *mi* means “my”.',
  'rule.es-poder-infinitive': 'After *poder* the verb is an infinitive: *podemos ir*.',
  'rule.es-tener-noun': 'Spanish *has* fear, hunger, thirst: *tengo miedo*, not *estoy miedo*.',
  'rule.es-consistir-en': '*consistir* takes *en*: *consiste en*.',
  'rule.es-indirect-question': '*dónde*/*quién* keep their accent after *saber* or *preguntar*.',
  'rule.es-plural-adjective':
    'An adjective agrees with the noun or pronoun it describes: a plural subject takes a plural adjective (*ellos son muy simpáticos*).',
  'rule.es-subject-pronoun': 'Spanish leaves out *yo*/*nosotros* when the verb already shows the person.',
  'rule.es-ser-profession': 'A profession says what someone is: *soy profesor*, with *ser*.',
  'rule.es-estar-place': 'Where someone is takes *estar*: *estoy en casa*.',
  'rule.es-estar-state': 'A passing state takes *estar*: *estoy cansado*.',
  'rule.es-copula-agreement':
    'After *ser* or *estar* the adjective agrees with the subject noun: *la casa es pequeña*.',
  'rule.es-irregular-preterite': 'Some verbs have their own preterite stem: *tuve*, *hice*, *dijo*, *fue*.',
  'rule.es-desde-hace': 'A length of time up to now takes *desde hace*: *desde hace dos años*.',
  'rule.fr-possessive-vowel': 'Before a vowel *ma*, *ta*, *sa* become *mon*, *ton*, *son*: *mon amie*.',
  'rule.fr-participle': 'Some verbs have an irregular participle: *pris*, *fait*, *mis*, *voulu*, *bu*.',
  'rule.fr-etre-motion':
    'Verbs of motion such as *aller*, *venir*, *arriver* form the passé composé with *être*.',
  // English learner rules (english-*.ts) and Harper's spelling flag (harper.ts).
  'en.thirdPersonS': 'After “{subject}”, the present tense takes -s: “{subject} {verb}”.',
  'en.singularNounVerb': 'After one person or thing (“{det} {noun}”), the present tense takes -s: “{verb}”.',
  'en.pluralNounVerb': '“{noun}” is plural, so the verb is plural too: “{noun} {verb}”.',
  'en.thereArePlural': 'With more than one thing, say “there {verb} {count}”.',
  'en.jobArticle': 'A job or role you are takes “{article}”: “{article} {role}”.',
  'en.dayPreposition': 'Days take “on”: “on {day}”.',
  'en.yearPreposition': 'Years take “in”: “in {year}”.',
  'en.dependOn': '“{verb}” takes “on”: “{verb} on”.',
  'en.listenTo': '“Listen” takes “to” before what you hear: “{verb} to {next}”.',
  'en.explainTo': '“Explain” takes “to” before the person: “{verb} to {next}”.',
  'en.irregular': '“{base}” is irregular: its past is “{past}” and its participle “{participle}”.',
  'en.veryVerb': '“Very” cannot go before a verb: say “really like” or “like … very much”.',
  'en.takePhoto': 'In English you “take” a photo: “{phrase}”.',
  'en.phrase': 'The phrase is “{phrase}”.',
  'en.eachOther': '“Each other” has no -s.',
  'en.another': '“Another” is one word.',
  'en.mostOf': '“Most of” needs “the” or a pronoun after it; before a plain noun say “most”.',
  'en.every': '“Every” takes a singular noun: “every {noun}”.',
  'en.nearOf': '“Near” needs no “of”: “near the …”.',
  'en.askPerson': '“Ask” takes the person directly: “{verb} {person}”.',
  'en.introductoryComma': 'Put a comma after “{phrase}” at the start of a sentence.',
  'en.beAgree': '“Agree” is a verb, not an adjective: say “{subject} {verb}”, without “{be}”.',
  'en.pastTimePerfect': 'A finished past time (“{time}”) takes the simple past: “{past}”, without “{have}”.',
  'en.pastTimePresent': '“{time}” is a finished past time: the verb takes the simple past, “{past}”.',
  'en.modalTo': 'After “{modal}”, use the verb without “to”: “{modal} {verb}”.',
  'en.bareAfterAuxiliary': 'After “{aux}”, the verb has no -s: “{aux} {verb}”.',
  'en.doubleComparison': '“{adjective}” already compares; “{more}” is not needed.',
  'en.shortComparative': 'A short adjective compares with -er: “{comparative}”, not “more {adjective}”.',
  'en.interestedIn': '“Interested in” says what you like; “interesting” is what something is.',
  'en.homeWithoutTo': '“{home}” needs no “to” after a verb of movement: “{verb} {home}”.',
  'en.ingAfterVerb': '“{verb}” is followed by the -ing form: “{verb} {ing}”.',
  'en.lookForwardTo': 'After “look forward to”, use the -ing form: “{ing}”.',
  'en.tellSay': 'Use “{tell}” with a person: “{tell} {person}”; “say” has no person after it.',
  'en.goActivity': 'Say “{go} {activity}”, without “to”.',
  'en.baseAfter': 'After “{before}”, use the base form: “{before} {verb}”.',
  'en.missingSubjectIt': 'English needs a subject here: “It {be} …”.',
  'en.apostropheDoes':
    'A contraction needs its apostrophe, and after he, she or it “do not” is “does not”: “{fixed}”.',
  'en.apostrophe': 'A contraction needs its apostrophe: “{fixed}”.',
  'en.irregularPlural': 'The plural is irregular: “{fixed}”.',
  'en.uncountable': '“{fixed}” has no plural in English.',
  'en.misspelling': 'This word is spelled “{fixed}”.',
  'en.notInDictionary':
    '“{word}” is not in the dictionary. Check its spelling; a word close to it is “{corrected}”, but that may be a different word.',
  // Concept names of the English learner rules; the English is what ruleTitle made of the rule's name before.
  'title.AskTo': 'Ask to',
  'title.BeAgree': 'Be agree',
  'title.DayPreposition': 'Day preposition',
  'title.DependOn': 'Depend on',
  'title.EachOther': 'Each other',
  'title.EverySingular': 'Every singular',
  'title.ExplainTo': 'Explain to',
  'title.GoActivity': 'Go activity',
  'title.InterestedIn': 'Interested in',
  'title.IrregularPlural': 'Irregular plural',
  'title.ListenTo': 'Listen to',
  'title.LookForwardTo': 'Look forward to',
  'title.MissingArticle': 'Missing article',
  'title.MostOf': 'Most of',
  'title.NearOf': 'Near of',
  'title.SayTell': 'Say tell',
  'title.ShortComparative': 'Short comparative',
  'title.TakePhoto': 'Take photo',
  'title.ToHome': 'To home',
  'title.UncountableNoun': 'Uncountable noun',
  'title.VerbIng': 'Verb ing',
  'title.VeryVerb': 'Very verb',
  'title.YearPreposition': 'Year preposition',
  // Harper's most frequent lints in our own words, for readers other than English (English keeps Harper's).
  'harper.AnA':
    'Use “{corrected}” here, not “{original}”: “an” goes before a vowel sound, “a” before a consonant sound.',
  'harper.RepeatedWords': '“{original}” repeats a word: write “{corrected}”.',
  'harper.SpellCheck': '“{original}” is spelled “{corrected}”.',
} as const;

export type ExplainKey = keyof typeof en;
export type ExplainCatalog = Record<ExplainKey, string>;
