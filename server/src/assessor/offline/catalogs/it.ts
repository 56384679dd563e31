import type { ExplainCatalog } from './en.js';

/** The offline assessor in Italian (tu, as the web's catalog). */
export const it: ExplainCatalog = {
  'generic.fix':
    '{category, select, spelling {Ortografia} accents {Accenti} punctuation {Punteggiatura} vocabulary {Scelta delle parole} word_order {Ordine delle parole} other {Grammatica}}: scrivi “{corrected}” invece di “{original}”.',
  'generic.remove':
    '{category, select, spelling {Ortografia} accents {Accenti} punctuation {Punteggiatura} vocabulary {Scelta delle parole} word_order {Ordine delle parole} other {Grammatica}}: togli “{original}”.',
  'generic.flag':
    '{category, select, spelling {Ortografia} accents {Accenti} punctuation {Punteggiatura} vocabulary {Scelta delle parole} word_order {Ordine delle parole} other {Grammatica}}: controlla “{original}”; qualcosa sembra sbagliato, ma il correttore non è sicuro della forma giusta.',
  'generic.selfCheck':
    'Il correttore non è riuscito a confermare una correzione qui: controlla tu questa forma.',

  'spelling.accent': '“{word}” vuole un accento: “{corrected}”.',
  'spelling.sure': '“{word}” si scrive “{corrected}”.',
  'spelling.unknown':
    '“{word}” non è nel dizionario di {languageName}. Controlla l’ortografia o la forma; una parola simile è “{corrected}”, ma potrebbe essere un’altra parola.',
  'spelling.written': '“{word}” si scrive “{right}”.',
  'spelling.deLowercase': '“{word}” non è un sostantivo: scrivilo con la minuscola all’interno della frase.',
  'spelling.deNounCapital': '“{word}” è un sostantivo, e in tedesco i sostantivi iniziano con la maiuscola.',

  'de.participle': 'Il participio di questo verbo forte è “{right}”; non si forma con -t.',
  'de.perfectSein': '“{participle}” forma il passato prossimo con sein: “{sein} … {participle}”.',
  'de.perfectSeinCheck':
    'Controlla l’ausiliare: “{participle}” vuole sein quando indica dove è andato qualcuno (ich {example}), haben solo quando ha un complemento oggetto.',
  'de.verbSecond':
    'Con “{opener}” all’inizio, il verbo va al secondo posto, prima del soggetto: “{verb} {pronoun}”.',
  'de.verbFinal': 'Dopo “{conj}” il verbo va alla fine della frase secondaria: “{conj} {pronoun} … {verb}”.',
  'de.verbFinalCheck':
    'Dopo “{conj}” il verbo va alla fine della frase secondaria: controlla dove va “{verb}”.',
  'de.dativeShort': '“{prep}” regge il dativo: “{prep} dem”, che si scrive “{short}”.',
  'de.dative': '“{prep}” regge sempre il dativo: “{prep} {article} {noun}”.',

  'gender.is': '“{noun}” è {gender, select, m {maschile} f {femminile} other {neutro}}: “{form} {noun}”.',
  'gender.isSo':
    '“{noun}” è {gender, select, m {maschile} f {femminile} other {neutro}}: “{known} {noun}”, quindi “{right} {noun}”.',
  'gender.checkCase':
    '“{noun}” è {gender, select, m {maschile} f {femminile} other {neutro}} (“{known} {noun}”): controlla che l’articolo sia nel caso giusto.',
  'participle.irregular': 'Il participio di questo verbo è irregolare: “{right}”.',

  'rule.de-participle':
    'I verbi forti formano il participio con -en e spesso con un’altra vocale: *gegangen*, *getrunken*.',
  'rule.de-perfect-sein':
    'I verbi di movimento e di cambiamento di stato formano il passato prossimo con *sein*: *ich bin gegangen*.',
  'rule.de-verb-second': 'Nella frase principale il verbo sta al secondo posto: *Heute gehe ich ins Kino*.',
  'rule.de-verb-final':
    'Dopo *weil*, *dass*, *wenn*, *ob*, *obwohl* e *als* il verbo va alla fine: *weil ich müde bin*.',
  'rule.de-dative':
    '*mit*, *bei*, *von*, *aus*, *nach* e *seit* reggono il dativo: *mit dem Auto*, *mit einer Freundin*.',
  'rule.de-article-gender':
    'L’articolo concorda con il genere del sostantivo: *die Wohnung*, *das Haus*, *der Tisch*.',
  'rule.fr-article-gender':
    'L’articolo concorda con il genere del sostantivo: *la maison*, *le jour*, *une idée*.',
  'rule.it-article-gender':
    'L’articolo concorda con il genere del sostantivo: *la casa*, *il giorno*, *una settimana*.',
  'rule.pt-article-gender':
    'L’articolo concorda con il genere del sostantivo: *a casa*, *o dia*, *uma semana*.',
  'rule.it-participle':
    'Molti verbi italiani hanno un participio irregolare: *preso*, *fatto*, *scritto*, *visto*.',
  'rule.pt-participle':
    'Alcuni verbi portoghesi hanno un participio irregolare: *feito*, *dito*, *escrito*, *visto*.',

  'title.AnA': 'a o an',
  'title.RepeatedWords': 'Parole ripetute',
  'title.RegularIrregulars': 'Forme dei verbi irregolari',
  'title.SimplePastToPastParticiple': 'Participio dopo have',
  'title.DidPast': 'Forma base dopo did',
  'title.IrregularVerb': 'Forme dei verbi irregolari',
  'title.ThirdPersonS': 'La -s della terza persona',
  'title.SingularNounVerb': 'La -s della terza persona',
  'title.PluralNounVerb': 'Accordo tra soggetto e verbo',
  'title.ThereArePlural': 'Accordo tra soggetto e verbo',
  'title.ModalTo': 'Verbi modali senza to',
  'title.BareVerbAfterAuxiliary': 'Forma base dopo un modale o do',
  'title.BaseAfterToOrModal': 'Forma base dopo to o un modale',
  'title.DoubleComparison': 'Comparativi e superlativi',
  'title.IntroductoryComma': 'Virgola dopo un’espressione di collegamento',
  'title.MissingSubjectIt': 'Il soggetto it',
  'title.PastTimePerfect': 'Passato semplice con un momento già concluso',
  'title.PastTimePresent': 'Passato semplice dopo un momento già concluso',
  'title.de-article-gender': 'Genere dell’articolo e del sostantivo',
  'title.de-dative': 'Dativo dopo mit, bei, von, aus, nach, seit',
  'title.de-participle': 'Participi dei verbi forti',
  'title.de-perfect-sein': 'Passato prossimo con sein per movimento e cambiamento di stato',
  'title.de-verb-final': 'Il verbo alla fine dopo weil, dass, wenn',
  'title.de-verb-second': 'Il verbo al secondo posto',
  'title.es-consistir-en': 'consistir en',
  'title.es-contraction': 'al e del',
  'title.es-copula-agreement': 'Accordo dopo ser ed estar',
  'title.es-desde-hace': 'desde hace',
  'title.es-estar-place': 'estar per i luoghi',
  'title.es-estar-state': 'estar per gli stati',
  'title.es-gender': 'Genere dei sostantivi',
  'title.es-indirect-question': 'Accenti nelle domande indirette',
  'title.es-irregular-preterite': 'Preteriti irregolari',
  'title.es-mas-mejor': 'mejor e peor senza más',
  'title.es-mi-pronoun': 'mí dopo una preposizione',
  'title.es-muy-mucho': 'muy e mucho',
  'title.es-number': 'Singolare e plurale',
  'title.es-plural-adjective': 'Accordo dell’aggettivo',
  'title.es-poder-infinitive': 'Infinito dopo poder',
  'title.es-ser-profession': 'ser per le professioni',
  'title.es-subject-pronoun': 'Omettere il pronome soggetto',
  'title.es-subject-verb': 'Accordo tra soggetto e verbo',
  'title.es-tener-noun': 'tener con fame, paura, sete',
  'title.fr-article-gender': 'Genere dell’articolo e del sostantivo',
  'title.fr-etre-motion': 'Passé composé con être',
  'title.fr-participle': 'Participi passati irregolari',
  'title.fr-possessive-vowel': 'mon, ton, son davanti a vocale',
  'title.it-article-gender': 'Genere dell’articolo e del sostantivo',
  'title.pt-article-gender': 'Genere dell’articolo e del sostantivo',
  categoryTitle:
    '{category, select, spelling {Ortografia} accents {Accenti} punctuation {Punteggiatura} vocabulary {Scelta delle parole} word_order {Ordine delle parole} other {Grammatica}}',

  'feedback.scope.harper':
    'ortografia, più regole per gli errori frequenti di chi impara: accordo del verbo, forme verbali, a/an, plurali, apostrofi, maiuscole',
  'feedback.scope.de':
    'ortografia, dieresi, maiuscole e regole per gli errori frequenti del livello A2: participi forti, haben o sein, il verbo al secondo posto e alla fine, il dativo dopo mit',
  'feedback.scope.fr':
    'ortografia e accenti, più regole per gli errori frequenti del livello A2: mon/ma davanti a vocale, participi irregolari, être con i verbi di movimento',
  'feedback.scope.pt': 'ortografia e accenti, secondo l’ortografia brasiliana',
  'feedback.scope.es':
    'ortografia e accenti, più regole per gli errori frequenti di chi impara: accordo, ser/estar, preteriti irregolari, desde hace, al/del, mí, tener miedo',
  'feedback.scope.other': 'solo ortografia e accenti',
  'feedback.clean':
    'Il correttore offline ({scope}) non ha trovato niente da correggere nel tuo {languageName}: ottimo lavoro!',
  'feedback.found':
    'Il correttore offline ({scope}) ha trovato {counts} nel tuo {languageName}. Passa il puntatore su ogni parte evidenziata per vedere il motivo.',
  'feedback.count':
    '{n} {category, select, spelling {{n, plural, one {errore di ortografia} other {errori di ortografia}}} accents {{n, plural, one {errore di accento} other {errori di accento}}} punctuation {{n, plural, one {errore di punteggiatura} other {errori di punteggiatura}}} vocabulary {{n, plural, one {problema di scelta delle parole} other {problemi di scelta delle parole}}} word_order {{n, plural, one {problema di ordine delle parole} other {problemi di ordine delle parole}}} other {{n, plural, one {problema di grammatica} other {problemi di grammatica}}}}',
  'feedback.and': '{head} e {last}',
  'feedback.flags':
    '{flags, plural, one {Uno di questi è segnalato} other {{flags} di questi sono segnalati}} con “Controlla qui”: qualcosa sembra sbagliato, ma il correttore non è sicuro della forma giusta, quindi non ne propone nessuna.',
  'feedback.notChecked.es':
    'Il resto della grammatica (i tempi, il congiuntivo) e l’ordine delle parole non sono stati controllati offline.',
  'feedback.notChecked.de':
    'Il resto della grammatica (i casi oltre quelle regole, le desinenze degli aggettivi senza articolo, i tempi) non è stato controllato offline.',
  'feedback.notChecked.fr':
    'Il resto della grammatica (l’accordo, i tempi) e l’ordine delle parole non sono stati controllati offline.',
  'feedback.notChecked.other': 'La grammatica e l’ordine delle parole non sono stati controllati offline.',
  'feedback.limits':
    'Senza un modello di IA non può giudicare la scelta delle parole, lo stile, l’uso dei tempi o il significato: un risultato senza correzioni non vuol dire che la voce non abbia errori.',
  'feedback.unsupported':
    'Non c’è un correttore offline per questa lingua ({languageName}): non è stata fatta nessuna correzione e il livello è solo una stima approssimativa in base alla lunghezza delle frasi e al vocabolario. Il controllo offline copre inglese, spagnolo, francese, tedesco, olandese, italiano e portoghese.',

  'level.summary':
    'Livello stimato {level}, {confidence, select, moderate {con una certa sicurezza} other {con poca sicurezza}}: potrebbe benissimo trovarsi in qualsiasi punto dell’intervallo {range}. È una stima approssimativa, non un test di livello, {reasons}.',
  'level.from':
    'in base alla lunghezza delle frasi, alla varietà del vocabolario e agli errori trovati in {words} {words, plural, one {parola} other {parole}}',
  'level.short': 'una voce breve mostra poco',
  'level.spelling': 'la grammatica non è stata controllata, quindi gli errori sono sottostimati',
  'level.none': 'in questa lingua non è stato possibile cercare errori',
  'level.join': '{head}; {last}',
  // Agreement across words and y → e (decision 308, 309).
  'agreement.ending':
    'Dopo “{article}”, davanti a un sostantivo {gender, select, m {maschile} f {femminile} other {neutro}}, l’aggettivo finisce in -{ending}: “{right} {noun}”.',
  'agreement.endingCheck':
    '“{noun}” è {gender, select, m {maschile} f {femminile} other {neutro}}: controlla la desinenza dell’aggettivo dopo “{article}”.',
  'agreement.afterNoun':
    '“{noun}” è {gender, select, m {maschile} f {femminile} other {neutro}}{plural, select, yes { plurale} other {}}, e l’aggettivo concorda: “{noun} {right}”.',
  'es.conjunction': 'Davanti a “{next}” (comincia con il suono {sound}), “{word}” si scrive “{right}”.',
  'rule.de-adjective-ending':
    'Dopo l’articolo, la desinenza dell’aggettivo dipende da genere e caso: *ein großes Haus*, *der kleine Hund*, *mit dem neuen Auto*.',
  'rule.es-adjective-agreement':
    'Un aggettivo dopo il sostantivo concorda con esso nel genere: *una casa blanca*.',
  'rule.fr-adjective-agreement':
    'Un aggettivo dopo il sostantivo concorda con esso nel genere: *une maison blanche*.',
  'rule.it-adjective-agreement':
    'Un aggettivo dopo il sostantivo concorda con esso nel genere: *una casa bianca*.',
  'rule.pt-adjective-agreement':
    'Un aggettivo dopo il sostantivo concorda con esso nel genere: *uma casa branca*.',
  'rule.es-conjunction-e-u':
    '*y* diventa *e* davanti al suono i (*padre e hijo*), *o* diventa *u* davanti al suono o (*siete u ocho*).',
  'title.de-adjective-ending': 'Desinenze dell’aggettivo dopo l’articolo',
  'title.es-adjective-agreement': 'Accordo dell’aggettivo dopo il sostantivo',
  'title.fr-adjective-agreement': 'Accordo dell’aggettivo dopo il sostantivo',
  'title.it-adjective-agreement': 'Accordo dell’aggettivo dopo il sostantivo',
  'title.pt-adjective-agreement': 'Accordo dell’aggettivo dopo il sostantivo',
  'title.es-conjunction-e-u': 'e e u al posto di y e o',

  // Spanish and French grammar (spanish-*.ts, french-grammar.ts), article and adjective (article-adjective.ts).
  'es.serProfession': 'Una professione vuole ser: “{ser} {next}”.',
  'es.serProfessionNoArticle': 'Una professione vuole ser, senza articolo: “{ser} {next}”.',
  'es.estarPlace': 'Per dire dove si trova qualcuno si usa estar: “{estar} en”.',
  'es.estarState': 'Uno stato passeggero vuole estar: “{estar} {state}”.',
  'es.irregularPreterite': 'Il passato remoto di questo verbo è irregolare: “{right}”.',
  'es.desdeHace': 'Un periodo che dura fino a ora si esprime con “desde hace {n} {unit}”.',
  'es.copulaAgreement': 'Dopo “{copula}” l’aggettivo concorda con “{det} {noun}”: “{right}”.',
  'es.singularHere': '“{word}” qui è singolare: “{singular} {word}”.',
  'es.pluralNoun': '“{det}” è plurale, quindi anche il sostantivo: “{det} {plural}”.',
  'es.plural': '“{word}” è plurale: “{fixed} {word}”.',
  'es.subjectVerb': 'Dopo “{pronoun}” il verbo è “{fixed}”.',
  'es.tenerNoun': 'In spagnolo {noun} si esprime con tener (avere): “{tener} {noun}”, non “{estar} {noun}”.',
  'es.consistirEn': '“consistir” vuole “en”: “consiste en”.',
  'es.miPronoun': '“mí” (me) vuole l’accento dopo una preposizione; “mi” senza accento vuol dire “mio”.',
  'es.indirectQuestion': 'Dopo “{verb}”, “{accented}” fa una domanda e mantiene l’accento.',
  'es.pluralAdjective': '“{verb}” ha un soggetto plurale, quindi anche l’aggettivo è plurale: “{plural}”.',
  'es.contraction': '“{prep} el” si contrae in “{fixed}”.',
  'es.masMejor': '“{next}” è già un comparativo: togli “más”.',
  'es.muyMucho': '“muy” non va prima di “{next}”: di’ “{next}” (o “muchísimo”).',
  'es.poderInfinitive': 'Dopo “{poder}” il verbo che segue è all’infinito: “{poder} {infinitive}”.',
  'es.subjectPronoun':
    '“{verb}” indica già il soggetto: lo spagnolo omette “{pronoun}”, tranne per enfasi o contrasto.',
  'fr.possessiveVowel':
    'Davanti a vocale “{word}” diventa “{fixed}”: “{fixed} {next}”, anche con un sostantivo femminile.',
  'fr.participle': 'Il participio di questo verbo è irregolare: “{right}”.',
  'fr.etreMotion': '“{next}” forma il passé composé con être: “{fixed} {next}”.',
  'gender.dative':
    '“{before}” regge il dativo, e “{noun}” è {gender, select, m {maschile} f {femminile} other {neutro}}: “{before} {right} {noun}”.',
  'gender.checkCaseAdjective':
    '“{noun}” è {gender, select, m {maschile} f {femminile} other {neutro}} (“{known} {noun}”): controlla il caso dell’articolo e la desinenza dell’aggettivo.',

  // Spanish and French rule descriptions (SPANISH_RULES, SPANISH_A2_RULES, FRENCH_RULES).
  'rule.es-gender': 'Determinante e sostantivo concordano nel genere: *el problema*, *la gente*.',
  'rule.es-number': 'Determinante e sostantivo concordano nel numero: *mis hermanos*, *muchas personas*.',
  'rule.es-subject-verb': 'Il verbo concorda con il pronome soggetto: *yo soy*, *ellos tienen*.',
  'rule.es-contraction': '*a* + *el* diventa *al*, *de* + *el* diventa *del*.',
  'rule.es-mas-mejor': '*mejor* e *peor* sono già comparativi: non *más mejor*.',
  'rule.es-muy-mucho': '*muy* non va prima di *mucho*.',
  'rule.es-mi-pronoun': 'Dopo una preposizione il pronome è *mí* (a mí me gusta); *mi* vuol dire “mio”.',
  'rule.es-poder-infinitive': 'Dopo *poder* il verbo è all’infinito: *podemos ir*.',
  'rule.es-tener-noun': 'In spagnolo paura, fame e sete si *hanno*: *tengo miedo*, non *estoy miedo*.',
  'rule.es-consistir-en': '*consistir* vuole *en*: *consiste en*.',
  'rule.es-indirect-question': '*dónde*/*quién* mantengono l’accento dopo *saber* o *preguntar*.',
  'rule.es-plural-adjective':
    'L’aggettivo concorda con il sostantivo o il pronome che descrive: un soggetto plurale vuole un aggettivo plurale (*ellos son muy simpáticos*).',
  'rule.es-subject-pronoun': 'Lo spagnolo omette *yo*/*nosotros* quando il verbo mostra già la persona.',
  'rule.es-ser-profession': 'Una professione dice che cosa è qualcuno: *soy profesor*, con *ser*.',
  'rule.es-estar-place': 'Per dire dove si trova qualcuno si usa *estar*: *estoy en casa*.',
  'rule.es-estar-state': 'Uno stato passeggero vuole *estar*: *estoy cansado*.',
  'rule.es-copula-agreement':
    'Dopo *ser* o *estar* l’aggettivo concorda con il sostantivo soggetto: *la casa es pequeña*.',
  'rule.es-irregular-preterite':
    'Alcuni verbi hanno una radice propria al passato remoto: *tuve*, *hice*, *dijo*, *fue*.',
  'rule.es-desde-hace': 'Un periodo che dura fino a ora si esprime con *desde hace*: *desde hace dos años*.',
  'rule.fr-possessive-vowel': 'Davanti a vocale *ma*, *ta*, *sa* diventano *mon*, *ton*, *son*: *mon amie*.',
  'rule.fr-participle': 'Alcuni verbi hanno un participio irregolare: *pris*, *fait*, *mis*, *voulu*, *bu*.',
  'rule.fr-etre-motion':
    'I verbi di movimento come *aller*, *venir*, *arriver* formano il passé composé con *être*.',

  // English learner rules (english-*.ts) and Harper's spelling flag (harper.ts).
  'en.thirdPersonS': 'Dopo “{subject}” il presente prende la -s: “{subject} {verb}”.',
  'en.singularNounVerb': 'Con una sola persona o cosa (“{det} {noun}”) il presente prende la -s: “{verb}”.',
  'en.pluralNounVerb': '“{noun}” è plurale, quindi anche il verbo: “{noun} {verb}”.',
  'en.thereArePlural': 'Con più di una cosa, di’ “there {verb} {count}”.',
  'en.jobArticle': 'Per dire il lavoro o il ruolo di qualcuno si usa “{article}”: “{article} {role}”.',
  'en.dayPreposition': 'I giorni vogliono “on”: “on {day}”.',
  'en.yearPreposition': 'Gli anni vogliono “in”: “in {year}”.',
  'en.dependOn': '“{verb}” vuole “on”: “{verb} on”.',
  'en.listenTo': '“Listen” vuole “to” prima di ciò che si ascolta: “{verb} to {next}”.',
  'en.explainTo': '“Explain” vuole “to” prima della persona: “{verb} to {next}”.',
  'en.irregular': '“{base}” è irregolare: il passato è “{past}” e il participio “{participle}”.',
  'en.veryVerb': '“Very” non può stare prima di un verbo: di’ “really like” o “like … very much”.',
  'en.takePhoto': 'In inglese una foto si “prende” (take): “{phrase}”.',
  'en.phrase': 'L’espressione è “{phrase}”.',
  'en.eachOther': '“Each other” non prende la -s.',
  'en.another': '“Another” è una parola sola.',
  'en.mostOf':
    '“Most of” dev’essere seguito da “the” o da un pronome; davanti a un sostantivo da solo di’ “most”.',
  'en.every': '“Every” vuole un sostantivo singolare: “every {noun}”.',
  'en.nearOf': '“Near” non vuole “of”: “near the …”.',
  'en.askPerson': '“Ask” vuole la persona direttamente, senza preposizione: “{verb} {person}”.',
  'en.introductoryComma': 'Metti una virgola dopo “{phrase}” all’inizio della frase.',
  'en.beAgree': '“Agree” è un verbo, non un aggettivo: di’ “{subject} {verb}”, senza “{be}”.',
  'en.pastTimePerfect':
    'Un momento del passato già concluso (“{time}”) vuole il passato semplice: “{past}”, senza “{have}”.',
  'en.pastTimePresent':
    '“{time}” è un momento del passato già concluso: il verbo va al passato semplice, “{past}”.',
  'en.modalTo': 'Dopo “{modal}” usa il verbo senza “to”: “{modal} {verb}”.',
  'en.bareAfterAuxiliary': 'Dopo “{aux}” il verbo non prende la -s: “{aux} {verb}”.',
  'en.doubleComparison': '“{adjective}” è già un comparativo; “{more}” è di troppo.',
  'en.shortComparative':
    'Un aggettivo breve forma il comparativo con -er: “{comparative}”, non “more {adjective}”.',
  'en.interestedIn': '“Interested in” dice che cosa ti interessa; “interesting” dice com’è qualcosa.',
  'en.homeWithoutTo': '“{home}” non vuole “to” dopo un verbo di movimento: “{verb} {home}”.',
  'en.ingAfterVerb': '“{verb}” è seguito dalla forma in -ing: “{verb} {ing}”.',
  'en.lookForwardTo': 'Dopo “look forward to” usa la forma in -ing: “{ing}”.',
  'en.tellSay': 'Usa “{tell}” con una persona: “{tell} {person}”; “say” non è seguito dalla persona.',
  'en.goActivity': 'Di’ “{go} {activity}”, senza “to”.',
  'en.baseAfter': 'Dopo “{before}” usa la forma base: “{before} {verb}”.',
  'en.missingSubjectIt': 'L’inglese qui vuole un soggetto: “It {be} …”.',
  'en.apostropheDoes':
    'Una contrazione vuole l’apostrofo, e dopo he, she o it “do not” diventa “does not”: “{fixed}”.',
  'en.apostrophe': 'Una contrazione vuole l’apostrofo: “{fixed}”.',
  'en.irregularPlural': 'Il plurale è irregolare: “{fixed}”.',
  'en.uncountable': '“{fixed}” non ha plurale in inglese.',
  'en.misspelling': 'Questa parola si scrive “{fixed}”.',
  'en.notInDictionary':
    '“{word}” non è nel dizionario. Controlla l’ortografia; una parola simile è “{corrected}”, ma potrebbe essere un’altra parola.',

  // Concept names of the English learner rules; the English is what ruleTitle made of the rule's name before.
  'title.AskTo': '“Ask” senza preposizione',
  'title.BeAgree': '“Agree” è un verbo',
  'title.DayPreposition': 'Preposizione con i giorni',
  'title.DependOn': '“Depend” con “on”',
  'title.EachOther': '“Each other” senza -s',
  'title.EverySingular': '“Every” con il singolare',
  'title.ExplainTo': '“Explain” con “to”',
  'title.GoActivity': '“Go” con le attività',
  'title.InterestedIn': '“Interested” e “interesting”',
  'title.IrregularPlural': 'Plurali irregolari',
  'title.ListenTo': '“Listen” con “to”',
  'title.LookForwardTo': '“Look forward to” con -ing',
  'title.MissingArticle': 'Articolo mancante',
  'title.MostOf': '“Most” e “most of”',
  'title.NearOf': '“Near” senza “of”',
  'title.SayTell': '“Say” e “tell”',
  'title.ShortComparative': 'Comparativo degli aggettivi brevi',
  'title.TakePhoto': '“Take a photo”',
  'title.ToHome': '“Home” senza “to”',
  'title.UncountableNoun': 'Sostantivi non numerabili',
  'title.VerbIng': 'Verbi seguiti da -ing',
  'title.VeryVerb': '“Very” prima di un verbo',
  'title.YearPreposition': 'Preposizione con gli anni',

  // Harper's most frequent lints in our own words, for readers other than English (English keeps Harper's).
  'harper.AnA':
    'Usa “{corrected}” qui, non “{original}”: “an” va davanti a un suono vocalico, “a” davanti a un suono consonantico.',
  'harper.RepeatedWords': '“{original}” ripete una parola: scrivi “{corrected}”.',
  'harper.SpellCheck': '“{original}” si scrive “{corrected}”.',
};
