import type { ExplainCatalog } from './en.js';

/** The offline assessor in German (du, as the web's catalog). */
export const de: ExplainCatalog = {
  'generic.fix':
    '{category, select, spelling {Rechtschreibung} accents {Akzente} punctuation {Zeichensetzung} vocabulary {Wortwahl} word_order {Wortstellung} other {Grammatik}}: Schreib “{corrected}” statt “{original}”.',
  'generic.remove':
    '{category, select, spelling {Rechtschreibung} accents {Akzente} punctuation {Zeichensetzung} vocabulary {Wortwahl} word_order {Wortstellung} other {Grammatik}}: Lass “{original}” weg.',
  'generic.flag':
    '{category, select, spelling {Rechtschreibung} accents {Akzente} punctuation {Zeichensetzung} vocabulary {Wortwahl} word_order {Wortstellung} other {Grammatik}}: Prüfe “{original}”; hier scheint etwas nicht zu stimmen, aber die Prüfung ist sich der richtigen Form nicht sicher.',
  'generic.selfCheck': 'Die Prüfung konnte hier keine Korrektur bestätigen: Prüfe diese Form selbst.',

  'spelling.accent': '“{word}” braucht einen Akzent: “{corrected}”.',
  'spelling.sure': '“{word}” schreibt man “{corrected}”.',
  'spelling.unknown':
    '“{word}” steht nicht im Wörterbuch ({languageName}). Prüfe Schreibung oder Form; ein ähnliches Wort ist “{corrected}”, aber das kann ein anderes Wort sein.',
  'spelling.written': '“{word}” schreibt man “{right}”.',
  'spelling.deLowercase': '“{word}” ist kein Nomen: Schreib es mitten im Satz klein.',
  'spelling.deNounCapital': '“{word}” ist ein Nomen, und deutsche Nomen schreibt man groß.',

  'de.participle': 'Das Partizip dieses starken Verbs lautet “{right}”; es wird nicht mit -t gebildet.',
  'de.perfectSein': '“{participle}” bildet das Perfekt mit sein: “{sein} … {participle}”.',
  'de.perfectSeinCheck':
    'Prüfe das Hilfsverb: “{participle}” bildet das Perfekt mit sein, wenn es ausdrückt, wohin jemand gefahren ist (ich {example}), mit haben nur, wenn ein Akkusativobjekt folgt.',
  'de.verbSecond':
    'Mit “{opener}” am Satzanfang steht das Verb an zweiter Stelle, vor dem Subjekt: “{verb} {pronoun}”.',
  'de.verbFinal': 'Nach “{conj}” steht das Verb am Ende des Nebensatzes: “{conj} {pronoun} … {verb}”.',
  'de.verbFinalCheck':
    'Nach “{conj}” steht das Verb am Ende des Nebensatzes: Prüfe, wo “{verb}” stehen muss.',
  'de.dativeShort': '“{prep}” verlangt den Dativ: “{prep} dem”, geschrieben “{short}”.',
  'de.dative': '“{prep}” verlangt immer den Dativ: “{prep} {article} {noun}”.',

  'gender.is': '“{noun}” ist {gender, select, m {maskulin} f {feminin} other {neutral}}: “{form} {noun}”.',
  'gender.isSo':
    '“{noun}” ist {gender, select, m {maskulin} f {feminin} other {neutral}}: “{known} {noun}”, also “{right} {noun}”.',
  'gender.checkCase':
    '“{noun}” ist {gender, select, m {maskulin} f {feminin} other {neutral}} (“{known} {noun}”): Prüfe, ob der Artikel im richtigen Kasus steht.',
  'participle.irregular': 'Das Partizip dieses Verbs ist unregelmäßig: “{right}”.',

  'rule.de-participle':
    'Starke Verben bilden das Partizip mit -en und oft mit einem anderen Vokal: *gegangen*, *getrunken*.',
  'rule.de-perfect-sein':
    'Verben der Bewegung und der Zustandsänderung bilden das Perfekt mit *sein*: *ich bin gegangen*.',
  'rule.de-verb-second': 'Im Hauptsatz steht das Verb an zweiter Stelle: *Heute gehe ich ins Kino*.',
  'rule.de-verb-final':
    'Nach *weil*, *dass*, *wenn*, *ob*, *obwohl* und *als* steht das Verb am Ende: *weil ich müde bin*.',
  'rule.de-dative':
    '*mit*, *bei*, *von*, *aus*, *nach* und *seit* verlangen den Dativ: *mit dem Auto*, *mit einer Freundin*.',
  'rule.de-article-gender':
    'Der Artikel richtet sich nach dem Genus des Nomens: *die Wohnung*, *das Haus*, *der Tisch*.',
  'rule.fr-article-gender':
    'Der Artikel richtet sich nach dem Genus des Nomens: *la maison*, *le jour*, *une idée*.',
  'rule.it-article-gender':
    'Der Artikel richtet sich nach dem Genus des Nomens: *la casa*, *il giorno*, *una settimana*.',
  'rule.pt-article-gender':
    'Der Artikel richtet sich nach dem Genus des Nomens: *a casa*, *o dia*, *uma semana*.',
  'rule.it-participle':
    'Viele italienische Verben haben ein unregelmäßiges Partizip: *preso*, *fatto*, *scritto*, *visto*.',
  'rule.pt-participle':
    'Einige portugiesische Verben haben ein unregelmäßiges Partizip: *feito*, *dito*, *escrito*, *visto*.',

  'title.AnA': 'a oder an',
  'title.RepeatedWords': 'Doppelte Wörter',
  'title.RegularIrregulars': 'Formen unregelmäßiger Verben',
  'title.SimplePastToPastParticiple': 'Partizip nach have',
  'title.DidPast': 'Grundform nach did',
  'title.IrregularVerb': 'Formen unregelmäßiger Verben',
  'title.ThirdPersonS': 'Das -s der dritten Person',
  'title.SingularNounVerb': 'Das -s der dritten Person',
  'title.PluralNounVerb': 'Übereinstimmung von Subjekt und Verb',
  'title.ThereArePlural': 'Übereinstimmung von Subjekt und Verb',
  'title.ModalTo': 'Modalverben ohne to',
  'title.BareVerbAfterAuxiliary': 'Grundform nach einem Modalverb oder do',
  'title.BaseAfterToOrModal': 'Grundform nach to oder einem Modalverb',
  'title.DoubleComparison': 'Komparativ und Superlativ',
  'title.IntroductoryComma': 'Komma nach einer einleitenden Wendung',
  'title.MissingSubjectIt': 'Das Subjekt it',
  'title.PastTimePerfect': 'Simple Past bei abgeschlossener Zeit',
  'title.PastTimePresent': 'Simple Past nach abgeschlossener Zeit',
  'title.de-article-gender': 'Genus von Artikel und Nomen',
  'title.de-dative': 'Dativ nach mit, bei, von, aus, nach, seit',
  'title.de-participle': 'Partizipien starker Verben',
  'title.de-perfect-sein': 'Perfekt mit sein bei Bewegung und Zustandsänderung',
  'title.de-verb-final': 'Verb am Ende nach weil, dass, wenn',
  'title.de-verb-second': 'Verb an zweiter Stelle',
  'title.es-consistir-en': 'consistir en',
  'title.es-contraction': 'al und del',
  'title.es-copula-agreement': 'Übereinstimmung nach ser und estar',
  'title.es-desde-hace': 'desde hace',
  'title.es-estar-place': 'estar für Orte',
  'title.es-estar-state': 'estar für Zustände',
  'title.es-gender': 'Genus der Nomen',
  'title.es-indirect-question': 'Akzente in indirekten Fragen',
  'title.es-irregular-preterite': 'Unregelmäßige Präterita',
  'title.es-mas-mejor': 'mejor und peor ohne más',
  'title.es-mi-pronoun': 'mí nach einer Präposition',
  'title.es-muy-mucho': 'muy und mucho',
  'title.es-number': 'Singular und Plural',
  'title.es-plural-adjective': 'Übereinstimmung des Adjektivs',
  'title.es-poder-infinitive': 'Infinitiv nach poder',
  'title.es-ser-profession': 'ser für Berufe',
  'title.es-subject-pronoun': 'Das Subjektpronomen weglassen',
  'title.es-subject-verb': 'Übereinstimmung von Subjekt und Verb',
  'title.es-tener-noun': 'tener mit Hunger, Angst, Durst',
  'title.fr-article-gender': 'Genus von Artikel und Nomen',
  'title.fr-etre-motion': 'Passé composé mit être',
  'title.fr-participle': 'Unregelmäßige Partizipien',
  'title.fr-possessive-vowel': 'mon, ton, son vor einem Vokal',
  'title.it-article-gender': 'Genus von Artikel und Nomen',
  'title.pt-article-gender': 'Genus von Artikel und Nomen',
  categoryTitle:
    '{category, select, spelling {Rechtschreibung} accents {Akzente} punctuation {Zeichensetzung} vocabulary {Wortwahl} word_order {Wortstellung} other {Grammatik}}',

  'feedback.scope.harper':
    'Rechtschreibung, dazu Regeln für häufige Lernfehler: Übereinstimmung des Verbs, Verbformen, a/an, Plurale, Apostrophe, Großschreibung',
  'feedback.scope.de':
    'Rechtschreibung, Umlaute, Großschreibung und Regeln für häufige A2-Fehler: starke Partizipien, haben oder sein, das Verb an zweiter und an letzter Stelle, der Dativ nach mit',
  'feedback.scope.fr':
    'Rechtschreibung und Akzente, dazu Regeln für häufige A2-Fehler: mon/ma vor einem Vokal, unregelmäßige Partizipien, être bei Verben der Bewegung',
  'feedback.scope.pt': 'Rechtschreibung und Akzente, nach brasilianischer Schreibung',
  'feedback.scope.es':
    'Rechtschreibung und Akzente, dazu Regeln für häufige Lernfehler: Übereinstimmung, ser/estar, unregelmäßige Präterita, desde hace, al/del, mí, tener miedo',
  'feedback.scope.other': 'nur Rechtschreibung und Akzente',
  'feedback.clean':
    'Die Offline-Prüfung ({scope}) hat in deinem Text ({languageName}) nichts zu korrigieren gefunden – gut gemacht.',
  'feedback.found':
    'Die Offline-Prüfung ({scope}) hat in deinem Text ({languageName}) {counts} gefunden. Fahr mit der Maus über eine Markierung, um den Grund zu sehen.',
  'feedback.count':
    '{n} {category, select, spelling {{n, plural, one {Rechtschreibfehler} other {Rechtschreibfehler}}} accents {{n, plural, one {Akzentfehler} other {Akzentfehler}}} punctuation {{n, plural, one {Zeichensetzungsfehler} other {Zeichensetzungsfehler}}} vocabulary {{n, plural, one {Problem der Wortwahl} other {Probleme der Wortwahl}}} word_order {{n, plural, one {Problem der Wortstellung} other {Probleme der Wortstellung}}} other {{n, plural, one {Grammatikproblem} other {Grammatikprobleme}}}}',
  'feedback.and': '{head} und {last}',
  'feedback.flags':
    '{flags, plural, one {Eine Stelle ist} other {{flags} Stellen sind}} mit “Prüfe das” markiert: Dort scheint etwas nicht zu stimmen, aber die Prüfung ist sich der richtigen Form nicht sicher und schlägt deshalb keine vor.',
  'feedback.notChecked.es':
    'Andere Grammatik (Zeiten, Subjuntivo) und die Wortstellung wurden offline nicht geprüft.',
  'feedback.notChecked.de':
    'Andere Grammatik (Fälle außerhalb dieser Regeln, Adjektivendungen ohne Artikel, Zeiten) wurde offline nicht geprüft.',
  'feedback.notChecked.fr':
    'Andere Grammatik (Angleichung, Zeiten) und die Wortstellung wurden offline nicht geprüft.',
  'feedback.notChecked.other': 'Grammatik und Wortstellung wurden offline nicht geprüft.',
  'feedback.limits':
    'Ohne KI-Modell kann sie Wortwahl, Stil, Zeitgebrauch und Bedeutung nicht beurteilen; ein Ergebnis ohne Korrekturen heißt also nicht, dass der Eintrag fehlerfrei ist.',
  'feedback.unsupported':
    'Für diese Sprache ({languageName}) gibt es keine Offline-Prüfung; es wurde nichts korrigiert, und das Niveau ist nur eine grobe Schätzung nach Satzlänge und Wortschatz. Offline geprüft werden Englisch, Spanisch, Französisch, Deutsch, Niederländisch, Italienisch und Portugiesisch.',

  'level.summary':
    'Geschätztes Niveau {level}, {confidence, select, moderate {einigermaßen sicher} other {nicht sicher}}: Es könnte gut irgendwo in {range} liegen. Das ist eine grobe Schätzung, kein Einstufungstest, {reasons}.',
  'level.from':
    'nach Satzlänge, Vielfalt des Wortschatzes und den gefundenen Fehlern in {words} {words, plural, one {Wort} other {Wörtern}}',
  'level.short': 'ein kurzer Eintrag zeigt wenig',
  'level.spelling': 'die Grammatik wurde nicht geprüft, daher werden nicht alle Fehler erfasst',
  'level.none': 'in dieser Sprache konnte nicht nach Fehlern gesucht werden',
  'level.join': '{head}; {last}',
  // Agreement across words and y → e (decision 308, 309).
  'agreement.ending':
    'Nach “{article}” vor einem {gender, select, m {maskulinen} f {femininen} other {neutralen}} Nomen endet das Adjektiv auf -{ending}: “{right} {noun}”.',
  'agreement.endingCheck':
    '“{noun}” ist {gender, select, m {maskulin} f {feminin} other {neutral}}: Prüfe die Endung des Adjektivs nach “{article}”.',
  'agreement.afterNoun':
    '“{noun}” ist {gender, select, m {maskulin} f {feminin} other {neutral}}{plural, select, yes { und steht im Plural} other {}}, und das Adjektiv richtet sich danach: “{noun} {right}”.',
  'es.conjunction': 'Vor “{next}” (es beginnt mit dem Laut {sound}) wird “{word}” zu “{right}”.',
  'rule.de-adjective-ending':
    'Nach dem Artikel hängt die Endung des Adjektivs von Genus und Kasus ab: *ein großes Haus*, *der kleine Hund*, *mit dem neuen Auto*.',
  'rule.es-adjective-agreement':
    'Ein Adjektiv nach dem Nomen richtet sich nach dessen Genus: *una casa blanca*.',
  'rule.fr-adjective-agreement':
    'Ein Adjektiv nach dem Nomen richtet sich nach dessen Genus: *une maison blanche*.',
  'rule.it-adjective-agreement':
    'Ein Adjektiv nach dem Nomen richtet sich nach dessen Genus: *una casa bianca*.',
  'rule.pt-adjective-agreement':
    'Ein Adjektiv nach dem Nomen richtet sich nach dessen Genus: *uma casa branca*.',
  'rule.es-conjunction-e-u':
    '*y* wird vor dem Laut i zu *e* (*padre e hijo*), *o* vor dem Laut o zu *u* (*siete u ocho*).',
  'title.de-adjective-ending': 'Adjektivendungen nach dem Artikel',
  'title.es-adjective-agreement': 'Übereinstimmung des Adjektivs nach dem Nomen',
  'title.fr-adjective-agreement': 'Übereinstimmung des Adjektivs nach dem Nomen',
  'title.it-adjective-agreement': 'Übereinstimmung des Adjektivs nach dem Nomen',
  'title.pt-adjective-agreement': 'Übereinstimmung des Adjektivs nach dem Nomen',
  'title.es-conjunction-e-u': 'e und u statt y und o',

  // Spanish and French grammar (spanish-*.ts, french-grammar.ts), article and adjective (article-adjective.ts).
  'es.serProfession': 'Bei Berufen steht ser: “{ser} {next}”.',
  'es.serProfessionNoArticle': 'Bei Berufen steht ser, und zwar ohne Artikel: “{ser} {next}”.',
  'es.estarPlace': 'Wo jemand ist, sagt man mit estar: “{estar} en”.',
  'es.estarState': 'Bei einem vorübergehenden Zustand steht estar: “{estar} {state}”.',
  'es.irregularPreterite': 'Das Präteritum dieses Verbs ist unregelmäßig: “{right}”.',
  'es.desdeHace': 'Eine Zeitspanne, die bis jetzt andauert, drückt man mit “desde hace {n} {unit}” aus.',
  'es.copulaAgreement': 'Nach “{copula}” richtet sich das Adjektiv nach “{det} {noun}”: “{right}”.',
  'es.singularHere': '“{word}” steht hier im Singular: “{singular} {word}”.',
  'es.pluralNoun': '“{det}” steht im Plural, also auch das Nomen: “{det} {plural}”.',
  'es.plural': '“{word}” steht im Plural: “{fixed} {word}”.',
  'es.subjectVerb': 'Nach “{pronoun}” heißt das Verb “{fixed}”.',
  'es.tenerNoun': 'Auf Spanisch “hat” man {noun}: “{tener} {noun}”, nicht “{estar} {noun}”.',
  'es.consistirEn': '“consistir” steht mit “en”: “consiste en”.',
  'es.miPronoun':
    '“mí” (mich, mir) trägt nach einer Präposition einen Akzent; “mi” ohne Akzent heißt “mein”.',
  'es.indirectQuestion': 'Nach “{verb}” stellt “{accented}” eine Frage und behält seinen Akzent.',
  'es.pluralAdjective':
    '“{verb}” hat ein Subjekt im Plural, also steht auch das Adjektiv im Plural: “{plural}”.',
  'es.contraction': '“{prep} el” wird zu “{fixed}” zusammengezogen.',
  'es.masMejor': '“{next}” ist schon ein Komparativ: Lass “más” weg.',
  'es.muyMucho': '“muy” steht nicht vor “{next}”: Sag “{next}” (oder “muchísimo”).',
  'es.poderInfinitive': 'Nach “{poder}” steht das nächste Verb im Infinitiv: “{poder} {infinitive}”.',
  'es.subjectPronoun':
    '“{verb}” sagt schon, wer: Im Spanischen fällt “{pronoun}” weg, außer zur Betonung oder Gegenüberstellung.',
  'fr.possessiveVowel':
    'Vor einem Vokal wird “{word}” zu “{fixed}”: “{fixed} {next}”, auch bei einem femininen Nomen.',
  'fr.participle': 'Das Partizip dieses Verbs ist unregelmäßig: “{right}”.',
  'fr.etreMotion': '“{next}” bildet das Passé composé mit être: “{fixed} {next}”.',
  'gender.dative':
    '“{before}” verlangt den Dativ, und “{noun}” ist {gender, select, m {maskulin} f {feminin} other {neutral}}: “{before} {right} {noun}”.',
  'gender.checkCaseAdjective':
    '“{noun}” ist {gender, select, m {maskulin} f {feminin} other {neutral}} (“{known} {noun}”): Prüfe den Kasus des Artikels und die Endung des Adjektivs.',

  // Spanish and French rule descriptions (SPANISH_RULES, SPANISH_A2_RULES, FRENCH_RULES).
  'rule.es-gender': 'Begleiter und Nomen stimmen im Genus überein: *el problema*, *la gente*.',
  'rule.es-number': 'Begleiter und Nomen stimmen im Numerus überein: *mis hermanos*, *muchas personas*.',
  'rule.es-subject-verb': 'Das Verb richtet sich nach seinem Subjektpronomen: *yo soy*, *ellos tienen*.',
  'rule.es-contraction': '*a* + *el* ergibt *al*, *de* + *el* ergibt *del*.',
  'rule.es-mas-mejor': '*mejor* und *peor* sind schon Komparative: nicht *más mejor*.',
  'rule.es-muy-mucho': '*muy* steht nicht vor *mucho*.',
  'rule.es-mi-pronoun': 'Nach einer Präposition heißt das Pronomen *mí* (a mí me gusta); *mi* heißt “mein”.',
  'rule.es-poder-infinitive': 'Nach *poder* steht das Verb im Infinitiv: *podemos ir*.',
  'rule.es-tener-noun': 'Auf Spanisch *hat* man Angst, Hunger, Durst: *tengo miedo*, nicht *estoy miedo*.',
  'rule.es-consistir-en': '*consistir* steht mit *en*: *consiste en*.',
  'rule.es-indirect-question': '*dónde*/*quién* behalten ihren Akzent nach *saber* oder *preguntar*.',
  'rule.es-plural-adjective':
    'Das Adjektiv richtet sich nach dem Nomen oder Pronomen, das es beschreibt: Ein Subjekt im Plural verlangt ein Adjektiv im Plural (*ellos son muy simpáticos*).',
  'rule.es-subject-pronoun': 'Im Spanischen fällt *yo*/*nosotros* weg, wenn das Verb die Person schon zeigt.',
  'rule.es-ser-profession': 'Ein Beruf sagt, was jemand ist: *soy profesor*, mit *ser*.',
  'rule.es-estar-place': 'Wo jemand ist, sagt man mit *estar*: *estoy en casa*.',
  'rule.es-estar-state': 'Bei einem vorübergehenden Zustand steht *estar*: *estoy cansado*.',
  'rule.es-copula-agreement':
    'Nach *ser* oder *estar* richtet sich das Adjektiv nach dem Subjekt: *la casa es pequeña*.',
  'rule.es-irregular-preterite':
    'Einige Verben haben einen eigenen Präteritumstamm: *tuve*, *hice*, *dijo*, *fue*.',
  'rule.es-desde-hace':
    'Eine Zeitspanne, die bis jetzt andauert, drückt man mit *desde hace* aus: *desde hace dos años*.',
  'rule.fr-possessive-vowel': 'Vor einem Vokal werden *ma*, *ta*, *sa* zu *mon*, *ton*, *son*: *mon amie*.',
  'rule.fr-participle':
    'Einige Verben haben ein unregelmäßiges Partizip: *pris*, *fait*, *mis*, *voulu*, *bu*.',
  'rule.fr-etre-motion':
    'Verben der Bewegung wie *aller*, *venir*, *arriver* bilden das Passé composé mit *être*.',

  // English learner rules (english-*.ts) and Harper's spelling flag (harper.ts).
  'en.thirdPersonS': 'Nach “{subject}” bekommt das Präsens ein -s: “{subject} {verb}”.',
  'en.singularNounVerb': 'Bei einer Person oder Sache (“{det} {noun}”) bekommt das Präsens ein -s: “{verb}”.',
  'en.pluralNounVerb': '“{noun}” steht im Plural, also auch das Verb: “{noun} {verb}”.',
  'en.thereArePlural': 'Bei mehr als einer Sache sag “there {verb} {count}”.',
  'en.jobArticle':
    'Wenn man sagt, welchen Beruf oder welche Rolle jemand hat, steht “{article}”: “{article} {role}”.',
  'en.dayPreposition': 'Wochentage stehen mit “on”: “on {day}”.',
  'en.yearPreposition': 'Jahreszahlen stehen mit “in”: “in {year}”.',
  'en.dependOn': '“{verb}” steht mit “on”: “{verb} on”.',
  'en.listenTo': '“Listen” braucht “to” vor dem, was man hört: “{verb} to {next}”.',
  'en.explainTo': '“Explain” braucht “to” vor der Person: “{verb} to {next}”.',
  'en.irregular':
    '“{base}” ist unregelmäßig: Die Vergangenheitsform lautet “{past}”, das Partizip “{participle}”.',
  'en.veryVerb': '“Very” kann nicht vor einem Verb stehen: Sag “really like” oder “like … very much”.',
  'en.takePhoto': 'Auf Englisch “nimmt” (take) man ein Foto: “{phrase}”.',
  'en.phrase': 'Die Wendung heißt “{phrase}”.',
  'en.eachOther': '“Each other” hat kein -s.',
  'en.another': '“Another” ist ein einziges Wort.',
  'en.mostOf': '“Most of” braucht danach “the” oder ein Pronomen; vor einem bloßen Nomen sag “most”.',
  'en.every': '“Every” steht mit einem Nomen im Singular: “every {noun}”.',
  'en.nearOf': '“Near” braucht kein “of”: “near the …”.',
  'en.askPerson': '“Ask” steht direkt mit der Person: “{verb} {person}”.',
  'en.introductoryComma': 'Setz am Satzanfang nach “{phrase}” ein Komma.',
  'en.beAgree': '“Agree” ist ein Verb, kein Adjektiv: Sag “{subject} {verb}”, ohne “{be}”.',
  'en.pastTimePerfect':
    'Ein abgeschlossener Zeitpunkt in der Vergangenheit (“{time}”) verlangt das Simple Past: “{past}”, ohne “{have}”.',
  'en.pastTimePresent':
    '“{time}” ist ein abgeschlossener Zeitpunkt: Das Verb steht im Simple Past, “{past}”.',
  'en.modalTo': 'Nach “{modal}” steht das Verb ohne “to”: “{modal} {verb}”.',
  'en.bareAfterAuxiliary': 'Nach “{aux}” hat das Verb kein -s: “{aux} {verb}”.',
  'en.doubleComparison': '“{adjective}” ist schon ein Komparativ; “{more}” ist überflüssig.',
  'en.shortComparative':
    'Ein kurzes Adjektiv steigert man mit -er: “{comparative}”, nicht “more {adjective}”.',
  'en.interestedIn': '“Interested in” sagt, wofür du dich interessierst; “interesting” sagt, wie etwas ist.',
  'en.homeWithoutTo': '“{home}” braucht nach einem Verb der Bewegung kein “to”: “{verb} {home}”.',
  'en.ingAfterVerb': 'Auf “{verb}” folgt die -ing-Form: “{verb} {ing}”.',
  'en.lookForwardTo': 'Nach “look forward to” steht die -ing-Form: “{ing}”.',
  'en.tellSay': 'Verwende “{tell}” mit einer Person: “{tell} {person}”; nach “say” steht keine Person.',
  'en.goActivity': 'Sag “{go} {activity}”, ohne “to”.',
  'en.baseAfter': 'Nach “{before}” steht die Grundform: “{before} {verb}”.',
  'en.missingSubjectIt': 'Das Englische braucht hier ein Subjekt: “It {be} …”.',
  'en.apostropheDoes':
    'Eine Kurzform braucht ihren Apostroph, und nach he, she oder it wird “do not” zu “does not”: “{fixed}”.',
  'en.apostrophe': 'Eine Kurzform braucht ihren Apostroph: “{fixed}”.',
  'en.irregularPlural': 'Der Plural ist unregelmäßig: “{fixed}”.',
  'en.uncountable': '“{fixed}” hat im Englischen keinen Plural.',
  'en.misspelling': 'Dieses Wort schreibt man “{fixed}”.',
  'en.notInDictionary':
    '“{word}” steht nicht im Wörterbuch. Prüfe die Schreibung; ein ähnliches Wort ist “{corrected}”, aber das kann ein anderes Wort sein.',

  // Concept names of the English learner rules; the English is what ruleTitle made of the rule's name before.
  'title.AskTo': '“Ask” ohne Präposition',
  'title.BeAgree': '“Agree” ist ein Verb',
  'title.DayPreposition': 'Präposition bei Wochentagen',
  'title.DependOn': '“Depend” mit “on”',
  'title.EachOther': '“Each other” ohne -s',
  'title.EverySingular': '“Every” mit Singular',
  'title.ExplainTo': '“Explain” mit “to”',
  'title.GoActivity': '“Go” mit Aktivitäten',
  'title.InterestedIn': '“Interested” und “interesting”',
  'title.IrregularPlural': 'Unregelmäßige Plurale',
  'title.ListenTo': '“Listen” mit “to”',
  'title.LookForwardTo': '“Look forward to” mit -ing',
  'title.MissingArticle': 'Fehlender Artikel',
  'title.MostOf': '“Most” und “most of”',
  'title.NearOf': '“Near” ohne “of”',
  'title.SayTell': '“Say” und “tell”',
  'title.ShortComparative': 'Komparativ kurzer Adjektive',
  'title.TakePhoto': '“Take a photo”',
  'title.ToHome': '“Home” ohne “to”',
  'title.UncountableNoun': 'Unzählbare Nomen',
  'title.VerbIng': 'Verben mit -ing danach',
  'title.VeryVerb': '“Very” vor einem Verb',
  'title.YearPreposition': 'Präposition bei Jahreszahlen',

  // Harper's most frequent lints in our own words, for readers other than English (English keeps Harper's).
  'harper.AnA':
    'Schreib hier “{corrected}”, nicht “{original}”: “an” steht vor einem Vokallaut, “a” vor einem Konsonantenlaut.',
  'harper.RepeatedWords': '“{original}” wiederholt ein Wort: Schreib “{corrected}”.',
  'harper.SpellCheck': '“{original}” schreibt man “{corrected}”.',
};
