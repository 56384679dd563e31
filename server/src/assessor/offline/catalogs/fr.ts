import type { ExplainCatalog } from './en.js';

/** The offline assessor in French (vouvoiement, as the web's catalog). */
export const fr: ExplainCatalog = {
  'generic.fix':
    '{category, select, spelling {Orthographe} accents {Accents} punctuation {Ponctuation} vocabulary {Choix des mots} word_order {Ordre des mots} other {Grammaire}} : écrivez “{corrected}” au lieu de “{original}”.',
  'generic.remove':
    '{category, select, spelling {Orthographe} accents {Accents} punctuation {Ponctuation} vocabulary {Choix des mots} word_order {Ordre des mots} other {Grammaire}} : supprimez “{original}”.',
  'generic.flag':
    '{category, select, spelling {Orthographe} accents {Accents} punctuation {Ponctuation} vocabulary {Choix des mots} word_order {Ordre des mots} other {Grammaire}} : vérifiez “{original}” ; quelque chose semble incorrect, mais le correcteur n’est pas sûr de la bonne forme.',
  'generic.selfCheck':
    'Le correcteur n’a pas pu confirmer une correction ici : vérifiez vous-même cette forme.',

  'spelling.accent': '“{word}” prend un accent : “{corrected}”.',
  'spelling.sure': '“{word}” s’écrit “{corrected}”.',
  'spelling.unknown':
    '“{word}” n’est pas dans le dictionnaire {languageName}. Vérifiez son orthographe ou sa forme ; un mot proche est “{corrected}”, mais c’est peut-être un autre mot.',
  'spelling.written': '“{word}” s’écrit “{right}”.',
  'spelling.deLowercase': '“{word}” n’est pas un nom : écrivez-le en minuscule au milieu de la phrase.',
  'spelling.deNounCapital': '“{word}” est un nom, et en allemand les noms commencent par une majuscule.',

  'de.participle': 'Le participe de ce verbe fort est “{right}” ; il ne se forme pas avec -t.',
  'de.perfectSein': '“{participle}” forme le parfait avec sein : “{sein} … {participle}”.',
  'de.perfectSeinCheck':
    'Vérifiez l’auxiliaire : “{participle}” se construit avec sein quand il indique où quelqu’un est allé (ich {example}), avec haben seulement s’il a un complément d’objet.',
  'de.verbSecond':
    'Avec “{opener}” en tête de phrase, le verbe vient en deuxième position, avant le sujet : “{verb} {pronoun}”.',
  'de.verbFinal': 'Après “{conj}”, le verbe va à la fin de la proposition : “{conj} {pronoun} … {verb}”.',
  'de.verbFinalCheck':
    'Après “{conj}”, le verbe va à la fin de la proposition : vérifiez la place de “{verb}”.',
  'de.dativeShort': '“{prep}” est suivi du datif : “{prep} dem”, qui s’écrit “{short}”.',
  'de.dative': '“{prep}” est toujours suivi du datif : “{prep} {article} {noun}”.',

  'gender.is': '“{noun}” est {gender, select, m {masculin} f {féminin} other {neutre}} : “{form} {noun}”.',
  'gender.isSo':
    '“{noun}” est {gender, select, m {masculin} f {féminin} other {neutre}} : “{known} {noun}”, donc “{right} {noun}”.',
  'gender.checkCase':
    '“{noun}” est {gender, select, m {masculin} f {féminin} other {neutre}} (“{known} {noun}”) : vérifiez que l’article est au bon cas.',
  'participle.irregular': 'Le participe de ce verbe est irrégulier : “{right}”.',

  'rule.de-participle':
    'Les verbes forts forment le participe avec -en et souvent une autre voyelle : *gegangen*, *getrunken*.',
  'rule.de-perfect-sein':
    'Les verbes de mouvement et de changement d’état forment le parfait avec *sein* : *ich bin gegangen*.',
  'rule.de-verb-second':
    'Dans une proposition principale, le verbe est en deuxième position : *Heute gehe ich ins Kino*.',
  'rule.de-verb-final':
    'Après *weil*, *dass*, *wenn*, *ob*, *obwohl* et *als*, le verbe va à la fin : *weil ich müde bin*.',
  'rule.de-dative':
    '*mit*, *bei*, *von*, *aus*, *nach* et *seit* sont suivis du datif : *mit dem Auto*, *mit einer Freundin*.',
  'rule.de-article-gender':
    'L’article s’accorde avec le genre du nom : *die Wohnung*, *das Haus*, *der Tisch*.',
  'rule.fr-article-gender': 'L’article s’accorde avec le genre du nom : *la maison*, *le jour*, *une idée*.',
  'rule.it-article-gender':
    'L’article s’accorde avec le genre du nom : *la casa*, *il giorno*, *una settimana*.',
  'rule.pt-article-gender': 'L’article s’accorde avec le genre du nom : *a casa*, *o dia*, *uma semana*.',
  'rule.it-participle':
    'Beaucoup de verbes italiens ont un participe irrégulier : *preso*, *fatto*, *scritto*, *visto*.',
  'rule.pt-participle':
    'Certains verbes portugais ont un participe irrégulier : *feito*, *dito*, *escrito*, *visto*.',

  'title.AnA': 'a ou an',
  'title.RepeatedWords': 'Mots répétés',
  'title.RegularIrregulars': 'Formes des verbes irréguliers',
  'title.SimplePastToPastParticiple': 'Participe passé après have',
  'title.DidPast': 'Base verbale après did',
  'title.IrregularVerb': 'Formes des verbes irréguliers',
  'title.ThirdPersonS': 'Le -s de la troisième personne',
  'title.SingularNounVerb': 'Le -s de la troisième personne',
  'title.PluralNounVerb': 'Accord du sujet et du verbe',
  'title.ThereArePlural': 'Accord du sujet et du verbe',
  'title.ModalTo': 'Verbes modaux sans to',
  'title.BareVerbAfterAuxiliary': 'Base verbale après un modal ou do',
  'title.BaseAfterToOrModal': 'Base verbale après to ou un modal',
  'title.DoubleComparison': 'Comparatifs et superlatifs',
  'title.IntroductoryComma': 'Virgule après une expression de liaison',
  'title.MissingSubjectIt': 'Le sujet it',
  'title.PastTimePerfect': 'Prétérit avec un moment révolu',
  'title.PastTimePresent': 'Prétérit après un moment révolu',
  'title.de-article-gender': 'Genre de l’article et du nom',
  'title.de-dative': 'Datif après mit, bei, von, aus, nach, seit',
  'title.de-participle': 'Participes passés des verbes forts',
  'title.de-perfect-sein': 'Parfait avec sein pour le mouvement et le changement d’état',
  'title.de-verb-final': 'Le verbe à la fin après weil, dass, wenn',
  'title.de-verb-second': 'Le verbe en deuxième position',
  'title.es-consistir-en': 'consistir en',
  'title.es-contraction': 'al et del',
  'title.es-copula-agreement': 'Accord après ser et estar',
  'title.es-desde-hace': 'desde hace',
  'title.es-estar-place': 'estar pour les lieux',
  'title.es-estar-state': 'estar pour les états',
  'title.es-gender': 'Genre des noms',
  'title.es-indirect-question': 'Accents dans les questions indirectes',
  'title.es-irregular-preterite': 'Prétérits irréguliers',
  'title.es-mas-mejor': 'mejor et peor sans más',
  'title.es-mi-pronoun': 'mí après une préposition',
  'title.es-muy-mucho': 'muy et mucho',
  'title.es-number': 'Singulier et pluriel',
  'title.es-plural-adjective': 'Accord de l’adjectif',
  'title.es-poder-infinitive': 'Infinitif après poder',
  'title.es-ser-profession': 'ser pour les professions',
  'title.es-subject-pronoun': 'Omettre le pronom sujet',
  'title.es-subject-verb': 'Accord du sujet et du verbe',
  'title.es-tener-noun': 'tener avec la faim, la peur, la soif',
  'title.fr-article-gender': 'Genre de l’article et du nom',
  'title.fr-etre-motion': 'Passé composé avec être',
  'title.fr-participle': 'Participes passés irréguliers',
  'title.fr-possessive-vowel': 'mon, ton, son devant une voyelle',
  'title.it-article-gender': 'Genre de l’article et du nom',
  'title.pt-article-gender': 'Genre de l’article et du nom',
  categoryTitle:
    '{category, select, spelling {Orthographe} accents {Accents} punctuation {Ponctuation} vocabulary {Choix des mots} word_order {Ordre des mots} other {Grammaire}}',

  'feedback.scope.harper':
    'orthographe, plus des règles pour les erreurs fréquentes des apprenants : accord du verbe, formes verbales, a/an, pluriels, apostrophes, majuscules',
  'feedback.scope.de':
    'orthographe, trémas, majuscules et règles pour les erreurs fréquentes du niveau A2 : participes forts, haben ou sein, le verbe en deuxième et en dernière position, le datif après mit',
  'feedback.scope.fr':
    'orthographe et accents, plus des règles pour les erreurs fréquentes du niveau A2 : mon/ma devant une voyelle, participes irréguliers, être avec les verbes de mouvement',
  'feedback.scope.pt': 'orthographe et accents, selon l’orthographe brésilienne',
  'feedback.scope.es':
    'orthographe et accents, plus des règles pour les erreurs fréquentes des apprenants : accord, ser/estar, prétérits irréguliers, desde hace, al/del, mí, tener miedo',
  'feedback.scope.other': 'orthographe et accents seulement',
  'feedback.clean':
    'Le correcteur hors ligne ({scope}) n’a rien trouvé à corriger dans votre texte en {languageName} : bravo !',
  'feedback.found':
    'Le correcteur hors ligne ({scope}) a trouvé {counts} dans votre texte en {languageName}. Survolez chaque passage surligné pour en voir la raison.',
  'feedback.count':
    '{n} {category, select, spelling {{n, plural, one {faute d’orthographe} other {fautes d’orthographe}}} accents {{n, plural, one {faute d’accent} other {fautes d’accent}}} punctuation {{n, plural, one {faute de ponctuation} other {fautes de ponctuation}}} vocabulary {{n, plural, one {problème de choix des mots} other {problèmes de choix des mots}}} word_order {{n, plural, one {problème d’ordre des mots} other {problèmes d’ordre des mots}}} other {{n, plural, one {problème de grammaire} other {problèmes de grammaire}}}}',
  'feedback.and': '{head} et {last}',
  'feedback.flags':
    '{flags, plural, one {L’un d’eux est marqué} other {{flags} d’entre eux sont marqués}} “À vérifier” : quelque chose semble incorrect, mais le correcteur n’est pas sûr de la bonne forme ; il n’en propose donc aucune.',
  'feedback.notChecked.es':
    'Le reste de la grammaire (les temps, le subjonctif) et l’ordre des mots n’ont pas été vérifiés hors ligne.',
  'feedback.notChecked.de':
    'Le reste de la grammaire (les cas hors de ces règles, les terminaisons des adjectifs sans article, les temps) n’a pas été vérifié hors ligne.',
  'feedback.notChecked.fr':
    'Le reste de la grammaire (les accords, les temps) et l’ordre des mots n’ont pas été vérifiés hors ligne.',
  'feedback.notChecked.other': 'La grammaire et l’ordre des mots n’ont pas été vérifiés hors ligne.',
  'feedback.limits':
    'Sans modèle d’IA, il ne peut juger ni le choix des mots, ni le style, ni l’emploi des temps, ni le sens : un résultat sans correction ne veut donc pas dire que l’entrée est sans faute.',
  'feedback.unsupported':
    'Il n’y a pas de correcteur hors ligne pour cette langue ({languageName}) : aucune correction n’a été faite et le niveau n’est qu’une estimation grossière d’après la longueur des phrases et le vocabulaire. La vérification hors ligne couvre l’anglais, l’espagnol, le français, l’allemand, le néerlandais, l’italien et le portugais.',

  'level.summary':
    'Niveau estimé {level}, {confidence, select, moderate {avec une certaine assurance} other {sans certitude}} : il pourrait bien se situer n’importe où dans la fourchette {range}. C’est une estimation grossière, pas un test de niveau, {reasons}.',
  'level.from':
    'd’après la longueur des phrases, la variété du vocabulaire et les fautes trouvées dans {words} {words, plural, one {mot} other {mots}}',
  'level.short': 'une entrée courte en montre peu',
  'level.spelling': 'la grammaire n’a pas été vérifiée, donc les fautes sont sous-estimées',
  'level.none': 'aucune faute n’a pu être recherchée dans cette langue',
  'level.join': '{head} ; {last}',
  // Agreement across words and y → e (decision 308, 309).
  'agreement.ending':
    'Après “{article}”, devant un nom {gender, select, m {masculin} f {féminin} other {neutre}}, l’adjectif se termine en -{ending} : “{right} {noun}”.',
  'agreement.endingCheck':
    '“{noun}” est {gender, select, m {masculin} f {féminin} other {neutre}} : vérifiez la terminaison de l’adjectif après “{article}”.',
  'agreement.afterNoun':
    '“{noun}” est {gender, select, m {masculin} f {féminin} other {neutre}}{plural, select, yes { pluriel} other {}}, et l’adjectif s’accorde : “{noun} {right}”.',
  'es.conjunction': 'Devant “{next}” (il commence par le son {sound}), “{word}” s’écrit “{right}”.',
  'rule.de-adjective-ending':
    'Après l’article, la terminaison de l’adjectif dépend du genre et du cas : *ein großes Haus*, *der kleine Hund*, *mit dem neuen Auto*.',
  'rule.es-adjective-agreement': 'Un adjectif placé après le nom prend le genre du nom : *una casa blanca*.',
  'rule.fr-adjective-agreement':
    'Un adjectif placé après le nom prend le genre du nom : *une maison blanche*.',
  'rule.it-adjective-agreement': 'Un adjectif placé après le nom prend le genre du nom : *una casa bianca*.',
  'rule.pt-adjective-agreement': 'Un adjectif placé après le nom prend le genre du nom : *uma casa branca*.',
  'rule.es-conjunction-e-u':
    '*y* devient *e* devant le son i (*padre e hijo*), *o* devient *u* devant le son o (*siete u ocho*).',
  'title.de-adjective-ending': 'Terminaisons de l’adjectif après l’article',
  'title.es-adjective-agreement': 'Accord de l’adjectif après le nom',
  'title.fr-adjective-agreement': 'Accord de l’adjectif après le nom',
  'title.it-adjective-agreement': 'Accord de l’adjectif après le nom',
  'title.pt-adjective-agreement': 'Accord de l’adjectif après le nom',
  'title.es-conjunction-e-u': 'e et u à la place de y et o',

  // Spanish and French grammar (spanish-*.ts, french-grammar.ts), article and adjective (article-adjective.ts).
  'es.serProfession': 'Une profession se dit avec ser : “{ser} {next}”.',
  'es.serProfessionNoArticle': 'Une profession se dit avec ser et sans article : “{ser} {next}”.',
  'es.estarPlace': 'Pour dire où se trouve quelqu’un, on emploie estar : “{estar} en”.',
  'es.estarState': 'Un état passager se dit avec estar : “{estar} {state}”.',
  'es.irregularPreterite': 'Le passé simple de ce verbe est irrégulier : “{right}”.',
  'es.desdeHace': 'Une durée qui se poursuit jusqu’à maintenant se dit “desde hace {n} {unit}”.',
  'es.copulaAgreement': 'Après “{copula}”, l’adjectif s’accorde avec “{det} {noun}” : “{right}”.',
  'es.singularHere': '“{word}” est au singulier ici : “{singular} {word}”.',
  'es.pluralNoun': '“{det}” est au pluriel, donc le nom aussi : “{det} {plural}”.',
  'es.plural': '“{word}” est au pluriel : “{fixed} {word}”.',
  'es.subjectVerb': 'Après “{pronoun}”, le verbe est “{fixed}”.',
  'es.tenerNoun': 'En espagnol, {noun} se dit avec tener (avoir) : “{tener} {noun}”, pas “{estar} {noun}”.',
  'es.consistirEn': '“consistir” se construit avec “en” : “consiste en”.',
  'es.miPronoun': '“mí” (moi) prend un accent après une préposition ; “mi” sans accent veut dire “mon”.',
  'es.indirectQuestion': 'Après “{verb}”, “{accented}” pose une question et garde son accent.',
  'es.pluralAdjective': '“{verb}” a un sujet pluriel, donc l’adjectif est au pluriel aussi : “{plural}”.',
  'es.contraction': '“{prep} el” se contracte en “{fixed}”.',
  'es.masMejor': '“{next}” est déjà un comparatif : supprimez “más”.',
  'es.muyMucho': '“muy” ne se met pas devant “{next}” : dites “{next}” (ou “muchísimo”).',
  'es.poderInfinitive': 'Après “{poder}”, le verbe suivant est à l’infinitif : “{poder} {infinitive}”.',
  'es.subjectPronoun':
    '“{verb}” indique déjà le sujet : l’espagnol omet “{pronoun}”, sauf pour insister ou opposer.',
  'fr.possessiveVowel':
    'Devant une voyelle, “{word}” devient “{fixed}” : “{fixed} {next}”, même pour un nom féminin.',
  'fr.participle': 'Le participe de ce verbe est irrégulier : “{right}”.',
  'fr.etreMotion': '“{next}” forme le passé composé avec être : “{fixed} {next}”.',
  'gender.dative':
    '“{before}” est suivi du datif, et “{noun}” est {gender, select, m {masculin} f {féminin} other {neutre}} : “{before} {right} {noun}”.',
  'gender.checkCaseAdjective':
    '“{noun}” est {gender, select, m {masculin} f {féminin} other {neutre}} (“{known} {noun}”) : vérifiez le cas de l’article et la terminaison de l’adjectif.',

  // Spanish and French rule descriptions (SPANISH_RULES, SPANISH_A2_RULES, FRENCH_RULES).
  'rule.es-gender': 'Le déterminant et le nom s’accordent en genre : *el problema*, *la gente*.',
  'rule.es-number': 'Le déterminant et le nom s’accordent en nombre : *mis hermanos*, *muchas personas*.',
  'rule.es-subject-verb': 'Le verbe s’accorde avec son pronom sujet : *yo soy*, *ellos tienen*.',
  'rule.es-contraction': '*a* + *el* donne *al*, *de* + *el* donne *del*.',
  'rule.es-mas-mejor': '*mejor* et *peor* sont déjà des comparatifs : pas *más mejor*.',
  'rule.es-muy-mucho': '*muy* ne se met pas devant *mucho*.',
  'rule.es-mi-pronoun': 'Après une préposition, le pronom est *mí* (a mí me gusta) ; *mi* veut dire “mon”.',
  'rule.es-poder-infinitive': 'Après *poder*, le verbe est à l’infinitif : *podemos ir*.',
  'rule.es-tener-noun': 'En espagnol, on *a* peur, faim, soif : *tengo miedo*, pas *estoy miedo*.',
  'rule.es-consistir-en': '*consistir* se construit avec *en* : *consiste en*.',
  'rule.es-indirect-question': '*dónde*/*quién* gardent leur accent après *saber* ou *preguntar*.',
  'rule.es-plural-adjective':
    'L’adjectif s’accorde avec le nom ou le pronom qu’il décrit : un sujet pluriel demande un adjectif pluriel (*ellos son muy simpáticos*).',
  'rule.es-subject-pronoun': 'L’espagnol omet *yo*/*nosotros* quand le verbe montre déjà la personne.',
  'rule.es-ser-profession': 'Une profession dit ce que quelqu’un est : *soy profesor*, avec *ser*.',
  'rule.es-estar-place': 'Pour dire où se trouve quelqu’un, on emploie *estar* : *estoy en casa*.',
  'rule.es-estar-state': 'Un état passager se dit avec *estar* : *estoy cansado*.',
  'rule.es-copula-agreement':
    'Après *ser* ou *estar*, l’adjectif s’accorde avec le nom sujet : *la casa es pequeña*.',
  'rule.es-irregular-preterite':
    'Certains verbes ont leur propre radical au passé simple : *tuve*, *hice*, *dijo*, *fue*.',
  'rule.es-desde-hace':
    'Une durée qui se poursuit jusqu’à maintenant se dit avec *desde hace* : *desde hace dos años*.',
  'rule.fr-possessive-vowel':
    'Devant une voyelle, *ma*, *ta*, *sa* deviennent *mon*, *ton*, *son* : *mon amie*.',
  'rule.fr-participle': 'Certains verbes ont un participe irrégulier : *pris*, *fait*, *mis*, *voulu*, *bu*.',
  'rule.fr-etre-motion':
    'Les verbes de mouvement comme *aller*, *venir*, *arriver* forment le passé composé avec *être*.',

  // English learner rules (english-*.ts) and Harper's spelling flag (harper.ts).
  'en.thirdPersonS': 'Après “{subject}”, le présent prend un -s : “{subject} {verb}”.',
  'en.singularNounVerb':
    'Avec une seule personne ou chose (“{det} {noun}”), le présent prend un -s : “{verb}”.',
  'en.pluralNounVerb': '“{noun}” est au pluriel, donc le verbe aussi : “{noun} {verb}”.',
  'en.thereArePlural': 'Avec plus d’une chose, dites “there {verb} {count}”.',
  'en.jobArticle':
    'Pour dire le métier ou le rôle de quelqu’un, on emploie “{article}” : “{article} {role}”.',
  'en.dayPreposition': 'Les jours se construisent avec “on” : “on {day}”.',
  'en.yearPreposition': 'Les années se construisent avec “in” : “in {year}”.',
  'en.dependOn': '“{verb}” se construit avec “on” : “{verb} on”.',
  'en.listenTo': '“Listen” prend “to” devant ce qu’on écoute : “{verb} to {next}”.',
  'en.explainTo': '“Explain” prend “to” devant la personne : “{verb} to {next}”.',
  'en.irregular': '“{base}” est irrégulier : son prétérit est “{past}” et son participe “{participle}”.',
  'en.veryVerb': '“Very” ne peut pas se placer devant un verbe : dites “really like” ou “like … very much”.',
  'en.takePhoto': 'En anglais, on “prend” (take) une photo : “{phrase}”.',
  'en.phrase': 'L’expression est “{phrase}”.',
  'en.eachOther': '“Each other” ne prend pas de -s.',
  'en.another': '“Another” s’écrit en un seul mot.',
  'en.mostOf': '“Most of” doit être suivi de “the” ou d’un pronom ; devant un nom seul, dites “most”.',
  'en.every': '“Every” se construit avec un nom au singulier : “every {noun}”.',
  'en.nearOf': '“Near” se construit sans “of” : “near the …”.',
  'en.askPerson': '“Ask” se construit directement avec la personne : “{verb} {person}”.',
  'en.introductoryComma': 'Mettez une virgule après “{phrase}” en début de phrase.',
  'en.beAgree': '“Agree” est un verbe, pas un adjectif : dites “{subject} {verb}”, sans “{be}”.',
  'en.pastTimePerfect': 'Un moment passé et révolu (“{time}”) demande le prétérit : “{past}”, sans “{have}”.',
  'en.pastTimePresent': '“{time}” est un moment passé et révolu : le verbe se met au prétérit, “{past}”.',
  'en.modalTo': 'Après “{modal}”, employez le verbe sans “to” : “{modal} {verb}”.',
  'en.bareAfterAuxiliary': 'Après “{aux}”, le verbe ne prend pas de -s : “{aux} {verb}”.',
  'en.doubleComparison': '“{adjective}” est déjà un comparatif ; “{more}” est de trop.',
  'en.shortComparative':
    'Un adjectif court forme son comparatif avec -er : “{comparative}”, pas “more {adjective}”.',
  'en.interestedIn':
    '“Interested in” dit ce qui vous intéresse ; “interesting” dit comment est quelque chose.',
  'en.homeWithoutTo': '“{home}” se construit sans “to” après un verbe de mouvement : “{verb} {home}”.',
  'en.ingAfterVerb': '“{verb}” est suivi de la forme en -ing : “{verb} {ing}”.',
  'en.lookForwardTo': 'Après “look forward to”, employez la forme en -ing : “{ing}”.',
  'en.tellSay':
    'Employez “{tell}” avec une personne : “{tell} {person}” ; “say” n’est pas suivi de la personne.',
  'en.goActivity': 'Dites “{go} {activity}”, sans “to”.',
  'en.baseAfter': 'Après “{before}”, employez la forme de base : “{before} {verb}”.',
  'en.missingSubjectIt': 'L’anglais a besoin d’un sujet ici : “It {be} …”.',
  'en.apostropheDoes':
    'Une contraction prend son apostrophe, et après he, she ou it “do not” devient “does not” : “{fixed}”.',
  'en.apostrophe': 'Une contraction prend son apostrophe : “{fixed}”.',
  'en.irregularPlural': 'Le pluriel est irrégulier : “{fixed}”.',
  'en.uncountable': '“{fixed}” n’a pas de pluriel en anglais.',
  'en.misspelling': 'Ce mot s’écrit “{fixed}”.',
  'en.notInDictionary':
    '“{word}” n’est pas dans le dictionnaire. Vérifiez son orthographe ; un mot proche est “{corrected}”, mais c’est peut-être un autre mot.',

  // Concept names of the English learner rules; the English is what ruleTitle made of the rule's name before.
  'title.AskTo': '“Ask” sans préposition',
  'title.BeAgree': '“Agree” est un verbe',
  'title.DayPreposition': 'Préposition avec les jours',
  'title.DependOn': '“Depend” avec “on”',
  'title.EachOther': '“Each other” sans -s',
  'title.EverySingular': '“Every” avec le singulier',
  'title.ExplainTo': '“Explain” avec “to”',
  'title.GoActivity': '“Go” avec les activités',
  'title.InterestedIn': '“Interested” et “interesting”',
  'title.IrregularPlural': 'Pluriels irréguliers',
  'title.ListenTo': '“Listen” avec “to”',
  'title.LookForwardTo': '“Look forward to” avec -ing',
  'title.MissingArticle': 'Article manquant',
  'title.MostOf': '“Most” et “most of”',
  'title.NearOf': '“Near” sans “of”',
  'title.SayTell': '“Say” et “tell”',
  'title.ShortComparative': 'Comparatif des adjectifs courts',
  'title.TakePhoto': '“Take a photo”',
  'title.ToHome': '“Home” sans “to”',
  'title.UncountableNoun': 'Noms indénombrables',
  'title.VerbIng': 'Verbes suivis de -ing',
  'title.VeryVerb': '“Very” devant un verbe',
  'title.YearPreposition': 'Préposition avec les années',

  // Harper's most frequent lints in our own words, for readers other than English (English keeps Harper's).
  'harper.AnA':
    'Employez “{corrected}” ici, pas “{original}” : “an” se met devant un son de voyelle, “a” devant un son de consonne.',
  'harper.RepeatedWords': '“{original}” répète un mot : écrivez “{corrected}”.',
  'harper.SpellCheck': '“{original}” s’écrit “{corrected}”.',
};
