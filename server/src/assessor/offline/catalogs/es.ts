import type { ExplainCatalog } from './en.js';

/** The offline assessor in Spanish (informal, as the web's catalog). */
export const es: ExplainCatalog = {
  'generic.fix':
    '{category, select, spelling {Ortografía} accents {Tildes} punctuation {Puntuación} vocabulary {Elección de palabras} word_order {Orden de las palabras} other {Gramática}}: escribe “{corrected}” en lugar de “{original}”.',
  'generic.remove':
    '{category, select, spelling {Ortografía} accents {Tildes} punctuation {Puntuación} vocabulary {Elección de palabras} word_order {Orden de las palabras} other {Gramática}}: quita “{original}”.',
  'generic.flag':
    '{category, select, spelling {Ortografía} accents {Tildes} punctuation {Puntuación} vocabulary {Elección de palabras} word_order {Orden de las palabras} other {Gramática}}: revisa “{original}”; algo parece estar mal, pero el corrector no sabe con seguridad cuál es la forma correcta.',
  'generic.selfCheck': 'El corrector no pudo confirmar un cambio aquí: compruébala tú.',

  'spelling.accent': '“{word}” lleva tilde: “{corrected}”.',
  'spelling.sure': '“{word}” se escribe “{corrected}”.',
  'spelling.unknown':
    '“{word}” no está en el diccionario de {languageName}. Revisa su ortografía o su forma; una palabra parecida es “{corrected}”, pero puede que sea otra palabra.',
  'spelling.written': '“{word}” se escribe “{right}”.',
  'spelling.deLowercase': '“{word}” no es un sustantivo: escríbelo en minúscula en medio de la frase.',
  'spelling.deNounCapital': '“{word}” es un sustantivo, y en alemán los sustantivos empiezan con mayúscula.',

  'de.participle': 'El participio de este verbo fuerte es “{right}”; no se forma con -t.',
  'de.perfectSein': '“{participle}” forma el perfecto con sein: “{sein} … {participle}”.',
  'de.perfectSeinCheck':
    'Revisa el verbo auxiliar: “{participle}” va con sein cuando dice adónde fue alguien (ich {example}), y con haben solo si lleva complemento directo.',
  'de.verbSecond':
    'Con “{opener}” al principio, el verbo va en segundo lugar, antes del sujeto: “{verb} {pronoun}”.',
  'de.verbFinal': 'Después de “{conj}”, el verbo va al final de la oración: “{conj} {pronoun} … {verb}”.',
  'de.verbFinalCheck': 'Después de “{conj}”, el verbo va al final de la oración: revisa dónde va “{verb}”.',
  'de.dativeShort': '“{prep}” rige dativo: “{prep} dem”, que se escribe “{short}”.',
  'de.dative': '“{prep}” rige siempre dativo: “{prep} {article} {noun}”.',

  'gender.is': '“{noun}” es {gender, select, m {masculino} f {femenino} other {neutro}}: “{form} {noun}”.',
  'gender.isSo':
    '“{noun}” es {gender, select, m {masculino} f {femenino} other {neutro}}: “{known} {noun}”, así que “{right} {noun}”.',
  'gender.checkCase':
    '“{noun}” es {gender, select, m {masculino} f {femenino} other {neutro}} (“{known} {noun}”): comprueba que el artículo esté en el caso correcto.',
  'participle.irregular': 'El participio de este verbo es irregular: “{right}”.',

  'rule.de-participle':
    'Los verbos fuertes forman el participio con -en y a menudo con otra vocal: *gegangen*, *getrunken*.',
  'rule.de-perfect-sein':
    'Los verbos de movimiento y de cambio de estado forman el perfecto con *sein*: *ich bin gegangen*.',
  'rule.de-verb-second': 'En la oración principal, el verbo va en segundo lugar: *Heute gehe ich ins Kino*.',
  'rule.de-verb-final':
    'Después de *weil*, *dass*, *wenn*, *ob*, *obwohl* y *als*, el verbo va al final: *weil ich müde bin*.',
  'rule.de-dative':
    '*mit*, *bei*, *von*, *aus*, *nach* y *seit* rigen dativo: *mit dem Auto*, *mit einer Freundin*.',
  'rule.de-article-gender':
    'El artículo concuerda con el género del sustantivo: *die Wohnung*, *das Haus*, *der Tisch*.',
  'rule.fr-article-gender':
    'El artículo concuerda con el género del sustantivo: *la maison*, *le jour*, *une idée*.',
  'rule.it-article-gender':
    'El artículo concuerda con el género del sustantivo: *la casa*, *il giorno*, *una settimana*.',
  'rule.pt-article-gender':
    'El artículo concuerda con el género del sustantivo: *a casa*, *o dia*, *uma semana*.',
  'rule.it-participle':
    'Muchos verbos italianos tienen un participio irregular: *preso*, *fatto*, *scritto*, *visto*.',
  'rule.pt-participle':
    'Algunos verbos portugueses tienen un participio irregular: *feito*, *dito*, *escrito*, *visto*.',

  'title.AnA': 'a o an',
  'title.RepeatedWords': 'Palabras repetidas',
  'title.RegularIrregulars': 'Formas de los verbos irregulares',
  'title.SimplePastToPastParticiple': 'Participio después de have',
  'title.DidPast': 'Infinitivo después de did',
  'title.IrregularVerb': 'Formas de los verbos irregulares',
  'title.ThirdPersonS': 'La -s de la tercera persona',
  'title.SingularNounVerb': 'La -s de la tercera persona',
  'title.PluralNounVerb': 'Concordancia entre sujeto y verbo',
  'title.ThereArePlural': 'Concordancia entre sujeto y verbo',
  'title.ModalTo': 'Verbos modales sin to',
  'title.BareVerbAfterAuxiliary': 'Infinitivo después de un modal o de do',
  'title.BaseAfterToOrModal': 'Infinitivo después de to o de un modal',
  'title.DoubleComparison': 'Comparativos y superlativos',
  'title.IntroductoryComma': 'Coma después de una expresión de enlace',
  'title.MissingSubjectIt': 'El sujeto it',
  'title.PastTimePerfect': 'Pasado simple con un momento ya terminado',
  'title.PastTimePresent': 'Pasado simple después de un momento ya terminado',
  'title.de-article-gender': 'Género del artículo y del sustantivo',
  'title.de-dative': 'Dativo después de mit, bei, von, aus, nach, seit',
  'title.de-participle': 'Participios de los verbos fuertes',
  'title.de-perfect-sein': 'Perfecto con sein para movimiento y cambio de estado',
  'title.de-verb-final': 'El verbo al final después de weil, dass, wenn',
  'title.de-verb-second': 'El verbo en segundo lugar',
  'title.es-consistir-en': 'consistir en',
  'title.es-contraction': 'al y del',
  'title.es-copula-agreement': 'Concordancia después de ser y estar',
  'title.es-desde-hace': 'desde hace',
  'title.es-estar-place': 'estar para lugares',
  'title.es-estar-state': 'estar para estados',
  'title.es-gender': 'Género de los sustantivos',
  'title.es-indirect-question': 'Tildes en las preguntas indirectas',
  'title.es-irregular-preterite': 'Pretéritos irregulares',
  'title.es-mas-mejor': 'mejor y peor sin más',
  'title.es-mi-pronoun': 'mí después de una preposición',
  'title.es-muy-mucho': 'muy y mucho',
  'title.es-number': 'Singular y plural',
  'title.es-plural-adjective': 'Concordancia del adjetivo',
  'title.es-poder-infinitive': 'Infinitivo después de poder',
  'title.es-ser-profession': 'ser para profesiones',
  'title.es-subject-pronoun': 'Omitir el pronombre sujeto',
  'title.es-subject-verb': 'Concordancia entre sujeto y verbo',
  'title.es-tener-noun': 'tener con hambre, miedo, sed',
  'title.fr-article-gender': 'Género del artículo y del sustantivo',
  'title.fr-etre-motion': 'Passé composé con être',
  'title.fr-participle': 'Participios irregulares',
  'title.fr-possessive-vowel': 'mon, ton, son delante de vocal',
  'title.it-article-gender': 'Género del artículo y del sustantivo',
  'title.pt-article-gender': 'Género del artículo y del sustantivo',
  categoryTitle:
    '{category, select, spelling {Ortografía} accents {Tildes} punctuation {Puntuación} vocabulary {Elección de palabras} word_order {Orden de las palabras} other {Gramática}}',

  'feedback.scope.harper':
    'ortografía, más reglas para errores frecuentes de quienes aprenden: concordancia verbal, formas verbales, a/an, plurales, apóstrofos, mayúsculas',
  'feedback.scope.de':
    'ortografía, diéresis, mayúsculas y reglas para errores frecuentes del nivel A2: participios fuertes, haben o sein, el verbo en segundo lugar y al final, el dativo después de mit',
  'feedback.scope.fr':
    'ortografía y tildes, más reglas para errores frecuentes del nivel A2: mon/ma delante de vocal, participios irregulares, être con verbos de movimiento',
  'feedback.scope.pt': 'ortografía y tildes, según la ortografía brasileña',
  'feedback.scope.es':
    'ortografía y tildes, más reglas para errores frecuentes de quienes aprenden: concordancia, ser/estar, pretéritos irregulares, desde hace, al/del, mí, tener miedo',
  'feedback.scope.other': 'solo ortografía y tildes',
  'feedback.clean':
    'El corrector sin conexión ({scope}) no encontró nada que corregir en tu {languageName}: ¡muy bien!',
  'feedback.found':
    'El corrector sin conexión ({scope}) encontró {counts} en tu {languageName}. Pasa el cursor sobre cada marca para ver por qué.',
  'feedback.count':
    '{n} {category, select, spelling {{n, plural, one {error de ortografía} other {errores de ortografía}}} accents {{n, plural, one {error de tilde} other {errores de tilde}}} punctuation {{n, plural, one {error de puntuación} other {errores de puntuación}}} vocabulary {{n, plural, one {problema de elección de palabras} other {problemas de elección de palabras}}} word_order {{n, plural, one {problema de orden de palabras} other {problemas de orden de palabras}}} other {{n, plural, one {problema de gramática} other {problemas de gramática}}}}',
  'feedback.and': '{head} y {last}',
  'feedback.flags':
    '{flags, plural, one {Uno de ellos está marcado} other {{flags} de ellos están marcados}} con “Revisa esto”: algo parece estar mal, pero el corrector no sabe con seguridad cuál es la forma correcta, así que no propone ninguna.',
  'feedback.notChecked.es':
    'El resto de la gramática (los tiempos, el subjuntivo) y el orden de las palabras no se revisaron sin conexión.',
  'feedback.notChecked.de':
    'El resto de la gramática (los casos fuera de esas reglas, las terminaciones de los adjetivos sin artículo, los tiempos) no se revisó sin conexión.',
  'feedback.notChecked.fr':
    'El resto de la gramática (la concordancia, los tiempos) y el orden de las palabras no se revisaron sin conexión.',
  'feedback.notChecked.other': 'La gramática y el orden de las palabras no se revisaron sin conexión.',
  'feedback.limits':
    'Sin un modelo de IA no puede juzgar la elección de palabras, el estilo, el uso de los tiempos ni el sentido, así que un resultado limpio no significa que la entrada no tenga errores.',
  'feedback.unsupported':
    'No hay corrector sin conexión para este idioma ({languageName}), así que no se hizo ninguna corrección y el nivel es solo una estimación aproximada a partir de la longitud de las frases y del vocabulario. La revisión sin conexión cubre inglés, español, francés, alemán, neerlandés, italiano y portugués.',

  'level.summary':
    'Nivel estimado {level}, {confidence, select, moderate {con cierta seguridad} other {sin seguridad}}: bien podría estar en cualquier punto de {range}. Es una estimación aproximada, no una prueba de nivel, {reasons}.',
  'level.from':
    'a partir de la longitud de las frases, la variedad del vocabulario y los errores encontrados en {words} {words, plural, one {palabra} other {palabras}}',
  'level.short': 'una entrada corta muestra poco',
  'level.spelling': 'no se revisó la gramática, así que se cuentan menos errores de los que hay',
  'level.none': 'en este idioma no se pudo buscar ningún error',
  'level.join': '{head}; {last}',
  // Agreement across words and y → e (decision 308, 309).
  'agreement.ending':
    'Después de “{article}”, delante de un sustantivo {gender, select, m {masculino} f {femenino} other {neutro}}, el adjetivo termina en -{ending}: “{right} {noun}”.',
  'agreement.endingCheck':
    '“{noun}” es {gender, select, m {masculino} f {femenino} other {neutro}}: revisa la terminación del adjetivo después de “{article}”.',
  'agreement.afterNoun':
    '“{noun}” es {gender, select, m {masculino} f {femenino} other {neutro}}{plural, select, yes { plural} other {}}, y el adjetivo concuerda con él: “{noun} {right}”.',
  'es.conjunction': 'Delante de “{next}” (empieza por el sonido {sound}), “{word}” se escribe “{right}”.',
  'rule.de-adjective-ending':
    'Después del artículo, la terminación del adjetivo depende del género y del caso: *ein großes Haus*, *der kleine Hund*, *mit dem neuen Auto*.',
  'rule.es-adjective-agreement':
    'Un adjetivo colocado detrás del sustantivo concuerda con él en género: *una casa blanca*.',
  'rule.fr-adjective-agreement':
    'Un adjetivo colocado detrás del sustantivo concuerda con él en género: *une maison blanche*.',
  'rule.it-adjective-agreement':
    'Un adjetivo colocado detrás del sustantivo concuerda con él en género: *una casa bianca*.',
  'rule.pt-adjective-agreement':
    'Un adjetivo colocado detrás del sustantivo concuerda con él en género: *uma casa branca*.',
  'rule.es-conjunction-e-u':
    '*y* se escribe *e* delante del sonido i (*padre e hijo*), y *o* se escribe *u* delante del sonido o (*siete u ocho*).',
  'title.de-adjective-ending': 'Terminaciones del adjetivo tras el artículo',
  'title.es-adjective-agreement': 'Concordancia del adjetivo tras el sustantivo',
  'title.fr-adjective-agreement': 'Concordancia del adjetivo tras el sustantivo',
  'title.it-adjective-agreement': 'Concordancia del adjetivo tras el sustantivo',
  'title.pt-adjective-agreement': 'Concordancia del adjetivo tras el sustantivo',
  'title.es-conjunction-e-u': 'e y u en lugar de y y o',

  // Spanish and French grammar (spanish-*.ts, french-grammar.ts), article and adjective (article-adjective.ts).
  'es.serProfession': 'Una profesión va con ser: “{ser} {next}”.',
  'es.serProfessionNoArticle': 'Una profesión va con ser y sin artículo: “{ser} {next}”.',
  'es.estarPlace': 'Para decir dónde está alguien se usa estar: “{estar} en”.',
  'es.estarState': 'Un estado pasajero va con estar: “{estar} {state}”.',
  'es.irregularPreterite': 'El pretérito de este verbo es irregular: “{right}”.',
  'es.desdeHace': 'Para un periodo que llega hasta ahora se dice “desde hace {n} {unit}”.',
  'es.copulaAgreement': 'Después de “{copula}”, el adjetivo concuerda con “{det} {noun}”: “{right}”.',
  'es.singularHere': '“{word}” está en singular aquí: “{singular} {word}”.',
  'es.pluralNoun': '“{det}” está en plural, así que el sustantivo también: “{det} {plural}”.',
  'es.plural': '“{word}” está en plural: “{fixed} {word}”.',
  'es.subjectVerb': 'Después de “{pronoun}”, el verbo es “{fixed}”.',
  'es.tenerNoun': 'En español, {noun} se expresa con tener: “{tener} {noun}”, no “{estar} {noun}”.',
  'es.consistirEn': '“consistir” va con “en”: “consiste en”.',
  'es.miPronoun': '“mí” (pronombre) lleva tilde después de una preposición; “mi” sin tilde es el posesivo.',
  'es.indirectQuestion': 'Después de “{verb}”, “{accented}” hace una pregunta y conserva su tilde.',
  'es.pluralAdjective':
    '“{verb}” tiene un sujeto plural, así que el adjetivo también va en plural: “{plural}”.',
  'es.contraction': '“{prep} el” se contrae en “{fixed}”.',
  'es.masMejor': '“{next}” ya es un comparativo: quita “más”.',
  'es.muyMucho': '“muy” no va delante de “{next}”: di “{next}” (o “muchísimo”).',
  'es.poderInfinitive': 'Después de “{poder}”, el verbo siguiente va en infinitivo: “{poder} {infinitive}”.',
  'es.subjectPronoun':
    '“{verb}” ya indica quién es el sujeto: en español se omite “{pronoun}”, salvo para resaltarlo o contrastarlo.',
  'fr.possessiveVowel':
    'Delante de vocal, “{word}” pasa a ser “{fixed}”: “{fixed} {next}”, incluso con un sustantivo femenino.',
  'fr.participle': 'El participio de este verbo es irregular: “{right}”.',
  'fr.etreMotion': '“{next}” forma el passé composé con être: “{fixed} {next}”.',
  'gender.dative':
    '“{before}” rige dativo, y “{noun}” es {gender, select, m {masculino} f {femenino} other {neutro}}: “{before} {right} {noun}”.',
  'gender.checkCaseAdjective':
    '“{noun}” es {gender, select, m {masculino} f {femenino} other {neutro}} (“{known} {noun}”): comprueba el caso del artículo y la terminación del adjetivo.',

  // Spanish and French rule descriptions (SPANISH_RULES, SPANISH_A2_RULES, FRENCH_RULES).
  'rule.es-gender': 'El determinante y el sustantivo concuerdan en género: *el problema*, *la gente*.',
  'rule.es-number':
    'El determinante y el sustantivo concuerdan en número: *mis hermanos*, *muchas personas*.',
  'rule.es-subject-verb': 'El verbo concuerda con su pronombre sujeto: *yo soy*, *ellos tienen*.',
  'rule.es-contraction': '*a* + *el* da *al*, *de* + *el* da *del*.',
  'rule.es-mas-mejor': '*mejor* y *peor* ya son comparativos: no *más mejor*.',
  'rule.es-muy-mucho': '*muy* no va delante de *mucho*.',
  'rule.es-mi-pronoun':
    'Después de una preposición, el pronombre es *mí* (a mí me gusta); *mi* es el posesivo.',
  'rule.es-poder-infinitive': 'Después de *poder*, el verbo va en infinitivo: *podemos ir*.',
  'rule.es-tener-noun':
    'En español el miedo, el hambre y la sed se *tienen*: *tengo miedo*, no *estoy miedo*.',
  'rule.es-consistir-en': '*consistir* va con *en*: *consiste en*.',
  'rule.es-indirect-question': '*dónde*/*quién* conservan la tilde después de *saber* o *preguntar*.',
  'rule.es-plural-adjective':
    'El adjetivo concuerda con el sustantivo o el pronombre que describe: un sujeto plural lleva un adjetivo plural (*ellos son muy simpáticos*).',
  'rule.es-subject-pronoun': 'En español se omite *yo*/*nosotros* cuando el verbo ya muestra la persona.',
  'rule.es-ser-profession': 'Una profesión dice lo que alguien es: *soy profesor*, con *ser*.',
  'rule.es-estar-place': 'Para decir dónde está alguien se usa *estar*: *estoy en casa*.',
  'rule.es-estar-state': 'Un estado pasajero va con *estar*: *estoy cansado*.',
  'rule.es-copula-agreement':
    'Después de *ser* o *estar*, el adjetivo concuerda con el sustantivo sujeto: *la casa es pequeña*.',
  'rule.es-irregular-preterite':
    'Algunos verbos tienen su propia raíz de pretérito: *tuve*, *hice*, *dijo*, *fue*.',
  'rule.es-desde-hace':
    'Un periodo que llega hasta ahora se expresa con *desde hace*: *desde hace dos años*.',
  'rule.fr-possessive-vowel':
    'Delante de vocal, *ma*, *ta*, *sa* pasan a ser *mon*, *ton*, *son*: *mon amie*.',
  'rule.fr-participle':
    'Algunos verbos tienen un participio irregular: *pris*, *fait*, *mis*, *voulu*, *bu*.',
  'rule.fr-etre-motion':
    'Los verbos de movimiento como *aller*, *venir*, *arriver* forman el passé composé con *être*.',

  // English learner rules (english-*.ts) and Harper's spelling flag (harper.ts).
  'en.thirdPersonS': 'Después de “{subject}”, el presente lleva -s: “{subject} {verb}”.',
  'en.singularNounVerb': 'Con una sola persona o cosa (“{det} {noun}”), el presente lleva -s: “{verb}”.',
  'en.pluralNounVerb': '“{noun}” está en plural, así que el verbo también: “{noun} {verb}”.',
  'en.thereArePlural': 'Con más de una cosa, di “there {verb} {count}”.',
  'en.jobArticle': 'Para decir qué trabajo o papel tiene alguien se usa “{article}”: “{article} {role}”.',
  'en.dayPreposition': 'Los días van con “on”: “on {day}”.',
  'en.yearPreposition': 'Los años van con “in”: “in {year}”.',
  'en.dependOn': '“{verb}” va con “on”: “{verb} on”.',
  'en.listenTo': '“Listen” lleva “to” delante de lo que se escucha: “{verb} to {next}”.',
  'en.explainTo': '“Explain” lleva “to” delante de la persona: “{verb} to {next}”.',
  'en.irregular': '“{base}” es irregular: su pasado es “{past}” y su participio “{participle}”.',
  'en.veryVerb': '“Very” no puede ir delante de un verbo: di “really like” o “like … very much”.',
  'en.takePhoto': 'En inglés una foto se “toma” (take): “{phrase}”.',
  'en.phrase': 'La expresión es “{phrase}”.',
  'en.eachOther': '“Each other” no lleva -s.',
  'en.another': '“Another” es una sola palabra.',
  'en.mostOf': '“Most of” necesita “the” o un pronombre detrás; delante de un sustantivo solo, di “most”.',
  'en.every': '“Every” va con un sustantivo en singular: “every {noun}”.',
  'en.nearOf': '“Near” no lleva “of”: “near the …”.',
  'en.askPerson': '“Ask” lleva a la persona sin preposición: “{verb} {person}”.',
  'en.introductoryComma': 'Pon una coma después de “{phrase}” al principio de la frase.',
  'en.beAgree': '“Agree” es un verbo, no un adjetivo: di “{subject} {verb}”, sin “{be}”.',
  'en.pastTimePerfect':
    'Un momento del pasado ya terminado (“{time}”) pide el pasado simple: “{past}”, sin “{have}”.',
  'en.pastTimePresent':
    '“{time}” es un momento del pasado ya terminado: el verbo va en pasado simple, “{past}”.',
  'en.modalTo': 'Después de “{modal}”, usa el verbo sin “to”: “{modal} {verb}”.',
  'en.bareAfterAuxiliary': 'Después de “{aux}”, el verbo no lleva -s: “{aux} {verb}”.',
  'en.doubleComparison': '“{adjective}” ya es comparativo; “{more}” sobra.',
  'en.shortComparative':
    'Un adjetivo corto forma el comparativo con -er: “{comparative}”, no “more {adjective}”.',
  'en.interestedIn': '“Interested in” expresa lo que te interesa; “interesting” describe cómo es algo.',
  'en.homeWithoutTo': '“{home}” no lleva “to” después de un verbo de movimiento: “{verb} {home}”.',
  'en.ingAfterVerb': 'Después de “{verb}” va la forma en -ing: “{verb} {ing}”.',
  'en.lookForwardTo': 'Después de “look forward to”, usa la forma en -ing: “{ing}”.',
  'en.tellSay': 'Usa “{tell}” con una persona: “{tell} {person}”; “say” no lleva a la persona detrás.',
  'en.goActivity': 'Di “{go} {activity}”, sin “to”.',
  'en.baseAfter': 'Después de “{before}”, usa la forma base: “{before} {verb}”.',
  'en.missingSubjectIt': 'El inglés necesita aquí un sujeto: “It {be} …”.',
  'en.apostropheDoes':
    'Una contracción lleva apóstrofo, y después de he, she o it “do not” es “does not”: “{fixed}”.',
  'en.apostrophe': 'Una contracción lleva apóstrofo: “{fixed}”.',
  'en.irregularPlural': 'El plural es irregular: “{fixed}”.',
  'en.uncountable': '“{fixed}” no tiene plural en inglés.',
  'en.misspelling': 'Esta palabra se escribe “{fixed}”.',
  'en.notInDictionary':
    '“{word}” no está en el diccionario. Revisa su ortografía; una palabra parecida es “{corrected}”, pero puede que sea otra palabra.',

  // Concept names of the English learner rules; the English is what ruleTitle made of the rule's name before.
  'title.AskTo': '“Ask” sin preposición',
  'title.BeAgree': '“Agree” es un verbo',
  'title.DayPreposition': 'Preposición con los días',
  'title.DependOn': '“Depend” con “on”',
  'title.EachOther': '“Each other” sin -s',
  'title.EverySingular': '“Every” con singular',
  'title.ExplainTo': '“Explain” con “to”',
  'title.GoActivity': '“Go” con actividades',
  'title.InterestedIn': '“Interested” e “interesting”',
  'title.IrregularPlural': 'Plurales irregulares',
  'title.ListenTo': '“Listen” con “to”',
  'title.LookForwardTo': '“Look forward to” con -ing',
  'title.MissingArticle': 'Artículo que falta',
  'title.MostOf': '“Most” y “most of”',
  'title.NearOf': '“Near” sin “of”',
  'title.SayTell': '“Say” y “tell”',
  'title.ShortComparative': 'Comparativo de los adjetivos cortos',
  'title.TakePhoto': '“Take a photo”',
  'title.ToHome': '“Home” sin “to”',
  'title.UncountableNoun': 'Sustantivos incontables',
  'title.VerbIng': 'Verbos seguidos de -ing',
  'title.VeryVerb': '“Very” delante de un verbo',
  'title.YearPreposition': 'Preposición con los años',

  // Harper's most frequent lints in our own words, for readers other than English (English keeps Harper's).
  'harper.AnA':
    'Usa “{corrected}” aquí, no “{original}”: “an” va delante de un sonido vocálico y “a” delante de un sonido consonántico.',
  'harper.RepeatedWords': '“{original}” repite una palabra: escribe “{corrected}”.',
  'harper.SpellCheck': '“{original}” se escribe “{corrected}”.',
};
