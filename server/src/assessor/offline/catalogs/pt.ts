import type { ExplainCatalog } from './en.js';

/** The offline assessor in Portuguese (Brazilian, “você”, as the web's catalog). */
export const pt: ExplainCatalog = {
  'generic.fix':
    '{category, select, spelling {Ortografia} accents {Acentos} punctuation {Pontuação} vocabulary {Escolha de palavras} word_order {Ordem das palavras} other {Gramática}}: escreva “{corrected}” em vez de “{original}”.',
  'generic.remove':
    '{category, select, spelling {Ortografia} accents {Acentos} punctuation {Pontuação} vocabulary {Escolha de palavras} word_order {Ordem das palavras} other {Gramática}}: tire “{original}”.',
  'generic.flag':
    '{category, select, spelling {Ortografia} accents {Acentos} punctuation {Pontuação} vocabulary {Escolha de palavras} word_order {Ordem das palavras} other {Gramática}}: confira “{original}”; algo parece errado, mas o corretor não tem certeza da forma correta.',
  'generic.selfCheck':
    'O corretor não conseguiu confirmar uma correção aqui: confira esta forma por conta própria.',

  'spelling.accent': '“{word}” leva acento: “{corrected}”.',
  'spelling.sure': '“{word}” se escreve “{corrected}”.',
  'spelling.unknown':
    '“{word}” não está no dicionário de {languageName}. Confira a ortografia ou a forma; uma palavra parecida é “{corrected}”, mas pode ser outra palavra.',
  'spelling.written': '“{word}” se escreve “{right}”.',
  'spelling.deLowercase': '“{word}” não é um substantivo: escreva com minúscula no meio da frase.',
  'spelling.deNounCapital':
    '“{word}” é um substantivo, e em alemão os substantivos começam com letra maiúscula.',

  'de.participle': 'O particípio deste verbo forte é “{right}”; ele não se forma com -t.',
  'de.perfectSein': '“{participle}” forma o perfeito com sein: “{sein} … {participle}”.',
  'de.perfectSeinCheck':
    'Confira o verbo auxiliar: “{participle}” vai com sein quando diz aonde alguém foi (ich {example}), e com haben só quando tem objeto.',
  'de.verbSecond':
    'Com “{opener}” no começo, o verbo vem em segundo lugar, antes do sujeito: “{verb} {pronoun}”.',
  'de.verbFinal': 'Depois de “{conj}”, o verbo vai para o fim da oração: “{conj} {pronoun} … {verb}”.',
  'de.verbFinalCheck':
    'Depois de “{conj}”, o verbo vai para o fim da oração: confira onde “{verb}” deve ficar.',
  'de.dativeShort': '“{prep}” pede o dativo: “{prep} dem”, que se escreve “{short}”.',
  'de.dative': '“{prep}” pede sempre o dativo: “{prep} {article} {noun}”.',

  'gender.is': '“{noun}” é {gender, select, m {masculino} f {feminino} other {neutro}}: “{form} {noun}”.',
  'gender.isSo':
    '“{noun}” é {gender, select, m {masculino} f {feminino} other {neutro}}: “{known} {noun}”, então “{right} {noun}”.',
  'gender.checkCase':
    '“{noun}” é {gender, select, m {masculino} f {feminino} other {neutro}} (“{known} {noun}”): confira se o artigo está no caso certo.',
  'participle.irregular': 'O particípio deste verbo é irregular: “{right}”.',

  'rule.de-participle':
    'Os verbos fortes formam o particípio com -en e muitas vezes com outra vogal: *gegangen*, *getrunken*.',
  'rule.de-perfect-sein':
    'Os verbos de movimento e de mudança de estado formam o perfeito com *sein*: *ich bin gegangen*.',
  'rule.de-verb-second': 'Na oração principal, o verbo vem em segundo lugar: *Heute gehe ich ins Kino*.',
  'rule.de-verb-final':
    'Depois de *weil*, *dass*, *wenn*, *ob*, *obwohl* e *als*, o verbo vai para o fim: *weil ich müde bin*.',
  'rule.de-dative':
    '*mit*, *bei*, *von*, *aus*, *nach* e *seit* pedem o dativo: *mit dem Auto*, *mit einer Freundin*.',
  'rule.de-article-gender':
    'O artigo concorda com o gênero do substantivo: *die Wohnung*, *das Haus*, *der Tisch*.',
  'rule.fr-article-gender':
    'O artigo concorda com o gênero do substantivo: *la maison*, *le jour*, *une idée*.',
  'rule.it-article-gender':
    'O artigo concorda com o gênero do substantivo: *la casa*, *il giorno*, *una settimana*.',
  'rule.pt-article-gender': 'O artigo concorda com o gênero do substantivo: *a casa*, *o dia*, *uma semana*.',
  'rule.it-participle':
    'Muitos verbos italianos têm particípio irregular: *preso*, *fatto*, *scritto*, *visto*.',
  'rule.pt-participle':
    'Alguns verbos portugueses têm particípio irregular: *feito*, *dito*, *escrito*, *visto*.',

  'title.AnA': 'a ou an',
  'title.RepeatedWords': 'Palavras repetidas',
  'title.RegularIrregulars': 'Formas dos verbos irregulares',
  'title.SimplePastToPastParticiple': 'Particípio depois de have',
  'title.DidPast': 'Forma básica depois de did',
  'title.IrregularVerb': 'Formas dos verbos irregulares',
  'title.ThirdPersonS': 'O -s da terceira pessoa',
  'title.SingularNounVerb': 'O -s da terceira pessoa',
  'title.PluralNounVerb': 'Concordância entre sujeito e verbo',
  'title.ThereArePlural': 'Concordância entre sujeito e verbo',
  'title.ModalTo': 'Verbos modais sem to',
  'title.BareVerbAfterAuxiliary': 'Forma básica depois de um modal ou de do',
  'title.BaseAfterToOrModal': 'Forma básica depois de to ou de um modal',
  'title.DoubleComparison': 'Comparativos e superlativos',
  'title.IntroductoryComma': 'Vírgula depois de uma expressão de ligação',
  'title.MissingSubjectIt': 'O sujeito it',
  'title.PastTimePerfect': 'Passado simples com um momento já concluído',
  'title.PastTimePresent': 'Passado simples depois de um momento já concluído',
  'title.de-article-gender': 'Gênero do artigo e do substantivo',
  'title.de-dative': 'Dativo depois de mit, bei, von, aus, nach, seit',
  'title.de-participle': 'Particípios dos verbos fortes',
  'title.de-perfect-sein': 'Perfeito com sein para movimento e mudança de estado',
  'title.de-verb-final': 'O verbo no fim depois de weil, dass, wenn',
  'title.de-verb-second': 'O verbo em segundo lugar',
  'title.es-consistir-en': 'consistir en',
  'title.es-contraction': 'al e del',
  'title.es-copula-agreement': 'Concordância depois de ser e estar',
  'title.es-desde-hace': 'desde hace',
  'title.es-estar-place': 'estar para lugares',
  'title.es-estar-state': 'estar para estados',
  'title.es-gender': 'Gênero dos substantivos',
  'title.es-indirect-question': 'Acentos nas perguntas indiretas',
  'title.es-irregular-preterite': 'Pretéritos irregulares',
  'title.es-mas-mejor': 'mejor e peor sem más',
  'title.es-mi-pronoun': 'mí depois de preposição',
  'title.es-muy-mucho': 'muy e mucho',
  'title.es-number': 'Singular e plural',
  'title.es-plural-adjective': 'Concordância do adjetivo',
  'title.es-poder-infinitive': 'Infinitivo depois de poder',
  'title.es-ser-profession': 'ser para profissões',
  'title.es-subject-pronoun': 'Omitir o pronome sujeito',
  'title.es-subject-verb': 'Concordância entre sujeito e verbo',
  'title.es-tener-noun': 'tener com fome, medo, sede',
  'title.fr-article-gender': 'Gênero do artigo e do substantivo',
  'title.fr-etre-motion': 'Passé composé com être',
  'title.fr-participle': 'Particípios irregulares',
  'title.fr-possessive-vowel': 'mon, ton, son antes de vogal',
  'title.it-article-gender': 'Gênero do artigo e do substantivo',
  'title.pt-article-gender': 'Gênero do artigo e do substantivo',
  categoryTitle:
    '{category, select, spelling {Ortografia} accents {Acentos} punctuation {Pontuação} vocabulary {Escolha de palavras} word_order {Ordem das palavras} other {Gramática}}',

  'feedback.scope.harper':
    'ortografia, mais regras para erros comuns de quem aprende: concordância verbal, formas verbais, a/an, plurais, apóstrofos, maiúsculas',
  'feedback.scope.de':
    'ortografia, tremas, maiúsculas e regras para erros comuns do nível A2: particípios fortes, haben ou sein, o verbo em segundo lugar e no fim, o dativo depois de mit',
  'feedback.scope.fr':
    'ortografia e acentos, mais regras para erros comuns do nível A2: mon/ma antes de vogal, particípios irregulares, être com verbos de movimento',
  'feedback.scope.pt': 'ortografia e acentos, pela ortografia brasileira',
  'feedback.scope.es':
    'ortografia e acentos, mais regras para erros comuns de quem aprende: concordância, ser/estar, pretéritos irregulares, desde hace, al/del, mí, tener miedo',
  'feedback.scope.other': 'só ortografia e acentos',
  'feedback.clean':
    'O corretor offline ({scope}) não encontrou nada para corrigir no seu {languageName}: muito bem!',
  'feedback.found':
    'O corretor offline ({scope}) encontrou {counts} no seu {languageName}. Passe o cursor sobre cada marcação para ver o motivo.',
  'feedback.count':
    '{n} {category, select, spelling {{n, plural, one {erro de ortografia} other {erros de ortografia}}} accents {{n, plural, one {erro de acento} other {erros de acento}}} punctuation {{n, plural, one {erro de pontuação} other {erros de pontuação}}} vocabulary {{n, plural, one {problema de escolha de palavras} other {problemas de escolha de palavras}}} word_order {{n, plural, one {problema de ordem das palavras} other {problemas de ordem das palavras}}} other {{n, plural, one {problema de gramática} other {problemas de gramática}}}}',
  'feedback.and': '{head} e {last}',
  'feedback.flags':
    '{flags, plural, one {Um deles está marcado} other {{flags} deles estão marcados}} com “Confira isto”: algo parece errado ali, mas o corretor não tem certeza da forma correta, então não sugere nenhuma.',
  'feedback.notChecked.es':
    'O resto da gramática (os tempos, o subjuntivo) e a ordem das palavras não foram verificados offline.',
  'feedback.notChecked.de':
    'O resto da gramática (casos fora dessas regras, terminações dos adjetivos sem artigo, tempos) não foi verificado offline.',
  'feedback.notChecked.fr':
    'O resto da gramática (concordância, tempos) e a ordem das palavras não foram verificados offline.',
  'feedback.notChecked.other': 'A gramática e a ordem das palavras não foram verificadas offline.',
  'feedback.limits':
    'Sem um modelo de IA, ele não consegue avaliar a escolha de palavras, o estilo, o uso dos tempos nem o sentido; por isso, um resultado sem correções não quer dizer que a entrada não tenha erros.',
  'feedback.unsupported':
    'Não há corretor offline para este idioma ({languageName}), então nenhuma correção foi feita e o nível é só uma estimativa aproximada pelo tamanho das frases e pelo vocabulário. A verificação offline cobre inglês, espanhol, francês, alemão, holandês, italiano e português.',

  'level.summary':
    'Nível estimado {level}, {confidence, select, moderate {com alguma segurança} other {com pouca segurança}}: ele pode muito bem estar em qualquer ponto de {range}. É uma estimativa aproximada, não um teste de nivelamento, {reasons}.',
  'level.from':
    'pelo tamanho das frases, pela variedade do vocabulário e pelos erros encontrados em {words} {words, plural, one {palavra} other {palavras}}',
  'level.short': 'uma entrada curta mostra pouco',
  'level.spelling': 'a gramática não foi verificada, então nem todos os erros foram contados',
  'level.none': 'não foi possível procurar erros neste idioma',
  'level.join': '{head}; {last}',
  // Agreement across words and y → e (decision 308, 309).
  'agreement.ending':
    'Depois de “{article}”, diante de um substantivo {gender, select, m {masculino} f {feminino} other {neutro}}, o adjetivo termina em -{ending}: “{right} {noun}”.',
  'agreement.endingCheck':
    '“{noun}” é {gender, select, m {masculino} f {feminino} other {neutro}}: confira a terminação do adjetivo depois de “{article}”.',
  'agreement.afterNoun':
    '“{noun}” é {gender, select, m {masculino} f {feminino} other {neutro}}{plural, select, yes { plural} other {}}, e o adjetivo concorda com ele: “{noun} {right}”.',
  'es.conjunction': 'Diante de “{next}” (começa com o som {sound}), “{word}” se escreve “{right}”.',
  'rule.de-adjective-ending':
    'Depois do artigo, a terminação do adjetivo depende do gênero e do caso: *ein großes Haus*, *der kleine Hund*, *mit dem neuen Auto*.',
  'rule.es-adjective-agreement':
    'Um adjetivo depois do substantivo concorda com ele em gênero: *una casa blanca*.',
  'rule.fr-adjective-agreement':
    'Um adjetivo depois do substantivo concorda com ele em gênero: *une maison blanche*.',
  'rule.it-adjective-agreement':
    'Um adjetivo depois do substantivo concorda com ele em gênero: *una casa bianca*.',
  'rule.pt-adjective-agreement':
    'Um adjetivo depois do substantivo concorda com ele em gênero: *uma casa branca*.',
  'rule.es-conjunction-e-u':
    '*y* vira *e* diante do som i (*padre e hijo*), e *o* vira *u* diante do som o (*siete u ocho*).',
  'title.de-adjective-ending': 'Terminações do adjetivo depois do artigo',
  'title.es-adjective-agreement': 'Concordância do adjetivo depois do substantivo',
  'title.fr-adjective-agreement': 'Concordância do adjetivo depois do substantivo',
  'title.it-adjective-agreement': 'Concordância do adjetivo depois do substantivo',
  'title.pt-adjective-agreement': 'Concordância do adjetivo depois do substantivo',
  'title.es-conjunction-e-u': 'e e u em vez de y e o',

  // Spanish and French grammar (spanish-*.ts, french-grammar.ts), article and adjective (article-adjective.ts).
  'es.serProfession': 'Uma profissão vai com ser: “{ser} {next}”.',
  'es.serProfessionNoArticle': 'Uma profissão vai com ser e sem artigo: “{ser} {next}”.',
  'es.estarPlace': 'Para dizer onde alguém está, usa-se estar: “{estar} en”.',
  'es.estarState': 'Um estado passageiro vai com estar: “{estar} {state}”.',
  'es.irregularPreterite': 'O pretérito deste verbo é irregular: “{right}”.',
  'es.desdeHace': 'Um período que dura até agora se diz “desde hace {n} {unit}”.',
  'es.copulaAgreement': 'Depois de “{copula}”, o adjetivo concorda com “{det} {noun}”: “{right}”.',
  'es.singularHere': '“{word}” está no singular aqui: “{singular} {word}”.',
  'es.pluralNoun': '“{det}” está no plural, então o substantivo também: “{det} {plural}”.',
  'es.plural': '“{word}” está no plural: “{fixed} {word}”.',
  'es.subjectVerb': 'Depois de “{pronoun}”, o verbo é “{fixed}”.',
  'es.tenerNoun': 'Em espanhol, {noun} se expressa com tener (ter): “{tener} {noun}”, não “{estar} {noun}”.',
  'es.consistirEn': '“consistir” vai com “en”: “consiste en”.',
  'es.miPronoun': '“mí” (mim) leva acento depois de uma preposição; “mi” sem acento quer dizer “meu”.',
  'es.indirectQuestion': 'Depois de “{verb}”, “{accented}” faz uma pergunta e mantém o acento.',
  'es.pluralAdjective':
    '“{verb}” tem um sujeito no plural, então o adjetivo também vai para o plural: “{plural}”.',
  'es.contraction': '“{prep} el” se contrai em “{fixed}”.',
  'es.masMejor': '“{next}” já é um comparativo: tire “más”.',
  'es.muyMucho': '“muy” não vai antes de “{next}”: diga “{next}” (ou “muchísimo”).',
  'es.poderInfinitive': 'Depois de “{poder}”, o verbo seguinte fica no infinitivo: “{poder} {infinitive}”.',
  'es.subjectPronoun':
    '“{verb}” já indica o sujeito: o espanhol omite “{pronoun}”, a não ser para enfatizar ou contrastar.',
  'fr.possessiveVowel':
    'Antes de vogal, “{word}” vira “{fixed}”: “{fixed} {next}”, mesmo com um substantivo feminino.',
  'fr.participle': 'O particípio deste verbo é irregular: “{right}”.',
  'fr.etreMotion': '“{next}” forma o passé composé com être: “{fixed} {next}”.',
  'gender.dative':
    '“{before}” pede o dativo, e “{noun}” é {gender, select, m {masculino} f {feminino} other {neutro}}: “{before} {right} {noun}”.',
  'gender.checkCaseAdjective':
    '“{noun}” é {gender, select, m {masculino} f {feminino} other {neutro}} (“{known} {noun}”): confira o caso do artigo e a terminação do adjetivo.',

  // Spanish and French rule descriptions (SPANISH_RULES, SPANISH_A2_RULES, FRENCH_RULES).
  'rule.es-gender': 'O determinante e o substantivo concordam em gênero: *el problema*, *la gente*.',
  'rule.es-number': 'O determinante e o substantivo concordam em número: *mis hermanos*, *muchas personas*.',
  'rule.es-subject-verb': 'O verbo concorda com o pronome sujeito: *yo soy*, *ellos tienen*.',
  'rule.es-contraction': '*a* + *el* vira *al*, *de* + *el* vira *del*.',
  'rule.es-mas-mejor': '*mejor* e *peor* já são comparativos: não *más mejor*.',
  'rule.es-muy-mucho': '*muy* não vai antes de *mucho*.',
  'rule.es-mi-pronoun': 'Depois de uma preposição, o pronome é *mí* (a mí me gusta); *mi* quer dizer “meu”.',
  'rule.es-poder-infinitive': 'Depois de *poder*, o verbo fica no infinitivo: *podemos ir*.',
  'rule.es-tener-noun': 'Em espanhol, medo, fome e sede se *têm*: *tengo miedo*, não *estoy miedo*.',
  'rule.es-consistir-en': '*consistir* vai com *en*: *consiste en*.',
  'rule.es-indirect-question': '*dónde*/*quién* mantêm o acento depois de *saber* ou *preguntar*.',
  'rule.es-plural-adjective':
    'O adjetivo concorda com o substantivo ou o pronome que descreve: um sujeito no plural pede um adjetivo no plural (*ellos son muy simpáticos*).',
  'rule.es-subject-pronoun': 'O espanhol omite *yo*/*nosotros* quando o verbo já mostra a pessoa.',
  'rule.es-ser-profession': 'Uma profissão diz o que alguém é: *soy profesor*, com *ser*.',
  'rule.es-estar-place': 'Para dizer onde alguém está, usa-se *estar*: *estoy en casa*.',
  'rule.es-estar-state': 'Um estado passageiro vai com *estar*: *estoy cansado*.',
  'rule.es-copula-agreement':
    'Depois de *ser* ou *estar*, o adjetivo concorda com o substantivo sujeito: *la casa es pequeña*.',
  'rule.es-irregular-preterite':
    'Alguns verbos têm um radical próprio no pretérito: *tuve*, *hice*, *dijo*, *fue*.',
  'rule.es-desde-hace': 'Um período que dura até agora se expressa com *desde hace*: *desde hace dos años*.',
  'rule.fr-possessive-vowel': 'Antes de vogal, *ma*, *ta*, *sa* viram *mon*, *ton*, *son*: *mon amie*.',
  'rule.fr-participle': 'Alguns verbos têm particípio irregular: *pris*, *fait*, *mis*, *voulu*, *bu*.',
  'rule.fr-etre-motion':
    'Os verbos de movimento como *aller*, *venir*, *arriver* formam o passé composé com *être*.',

  // English learner rules (english-*.ts) and Harper's spelling flag (harper.ts).
  'en.thirdPersonS': 'Depois de “{subject}”, o presente leva -s: “{subject} {verb}”.',
  'en.singularNounVerb': 'Com uma só pessoa ou coisa (“{det} {noun}”), o presente leva -s: “{verb}”.',
  'en.pluralNounVerb': '“{noun}” está no plural, então o verbo também: “{noun} {verb}”.',
  'en.thereArePlural': 'Com mais de uma coisa, diga “there {verb} {count}”.',
  'en.jobArticle': 'Para dizer a profissão ou o papel de alguém, use “{article}”: “{article} {role}”.',
  'en.dayPreposition': 'Os dias vão com “on”: “on {day}”.',
  'en.yearPreposition': 'Os anos vão com “in”: “in {year}”.',
  'en.dependOn': '“{verb}” vai com “on”: “{verb} on”.',
  'en.listenTo': '“Listen” leva “to” antes do que se ouve: “{verb} to {next}”.',
  'en.explainTo': '“Explain” leva “to” antes da pessoa: “{verb} to {next}”.',
  'en.irregular': '“{base}” é irregular: o passado é “{past}” e o particípio “{participle}”.',
  'en.veryVerb': '“Very” não pode vir antes de um verbo: diga “really like” ou “like … very much”.',
  'en.takePhoto': 'Em inglês se “tira” (take) uma foto: “{phrase}”.',
  'en.phrase': 'A expressão é “{phrase}”.',
  'en.eachOther': '“Each other” não leva -s.',
  'en.another': '“Another” é uma palavra só.',
  'en.mostOf': '“Most of” pede “the” ou um pronome depois; antes de um substantivo sozinho, diga “most”.',
  'en.every': '“Every” vai com um substantivo no singular: “every {noun}”.',
  'en.nearOf': '“Near” não leva “of”: “near the …”.',
  'en.askPerson': '“Ask” vai direto com a pessoa, sem preposição: “{verb} {person}”.',
  'en.introductoryComma': 'Coloque uma vírgula depois de “{phrase}” no começo da frase.',
  'en.beAgree': '“Agree” é um verbo, não um adjetivo: diga “{subject} {verb}”, sem “{be}”.',
  'en.pastTimePerfect':
    'Um momento já concluído no passado (“{time}”) pede o passado simples: “{past}”, sem “{have}”.',
  'en.pastTimePresent':
    '“{time}” é um momento já concluído no passado: o verbo vai para o passado simples, “{past}”.',
  'en.modalTo': 'Depois de “{modal}”, use o verbo sem “to”: “{modal} {verb}”.',
  'en.bareAfterAuxiliary': 'Depois de “{aux}”, o verbo não leva -s: “{aux} {verb}”.',
  'en.doubleComparison': '“{adjective}” já é comparativo; “{more}” sobra.',
  'en.shortComparative':
    'Um adjetivo curto forma o comparativo com -er: “{comparative}”, não “more {adjective}”.',
  'en.interestedIn': '“Interested in” diz o que interessa a você; “interesting” descreve como algo é.',
  'en.homeWithoutTo': '“{home}” não leva “to” depois de um verbo de movimento: “{verb} {home}”.',
  'en.ingAfterVerb': 'Depois de “{verb}” vem a forma em -ing: “{verb} {ing}”.',
  'en.lookForwardTo': 'Depois de “look forward to”, use a forma em -ing: “{ing}”.',
  'en.tellSay': 'Use “{tell}” com uma pessoa: “{tell} {person}”; “say” não vem seguido da pessoa.',
  'en.goActivity': 'Diga “{go} {activity}”, sem “to”.',
  'en.baseAfter': 'Depois de “{before}”, use a forma básica: “{before} {verb}”.',
  'en.missingSubjectIt': 'O inglês precisa de um sujeito aqui: “It {be} …”.',
  'en.apostropheDoes':
    'Uma contração leva apóstrofo, e depois de he, she ou it “do not” vira “does not”: “{fixed}”.',
  'en.apostrophe': 'Uma contração leva apóstrofo: “{fixed}”.',
  'en.irregularPlural': 'O plural é irregular: “{fixed}”.',
  'en.uncountable': '“{fixed}” não tem plural em inglês.',
  'en.misspelling': 'Esta palavra se escreve “{fixed}”.',
  'en.notInDictionary':
    '“{word}” não está no dicionário. Confira a ortografia; uma palavra parecida é “{corrected}”, mas pode ser outra palavra.',

  // Concept names of the English learner rules; the English is what ruleTitle made of the rule's name before.
  'title.AskTo': '“Ask” sem preposição',
  'title.BeAgree': '“Agree” é um verbo',
  'title.DayPreposition': 'Preposição com os dias',
  'title.DependOn': '“Depend” com “on”',
  'title.EachOther': '“Each other” sem -s',
  'title.EverySingular': '“Every” com singular',
  'title.ExplainTo': '“Explain” com “to”',
  'title.GoActivity': '“Go” com atividades',
  'title.InterestedIn': '“Interested” e “interesting”',
  'title.IrregularPlural': 'Plurais irregulares',
  'title.ListenTo': '“Listen” com “to”',
  'title.LookForwardTo': '“Look forward to” com -ing',
  'title.MissingArticle': 'Artigo que falta',
  'title.MostOf': '“Most” e “most of”',
  'title.NearOf': '“Near” sem “of”',
  'title.SayTell': '“Say” e “tell”',
  'title.ShortComparative': 'Comparativo dos adjetivos curtos',
  'title.TakePhoto': '“Take a photo”',
  'title.ToHome': '“Home” sem “to”',
  'title.UncountableNoun': 'Substantivos incontáveis',
  'title.VerbIng': 'Verbos seguidos de -ing',
  'title.VeryVerb': '“Very” antes de um verbo',
  'title.YearPreposition': 'Preposição com os anos',

  // Harper's most frequent lints in our own words, for readers other than English (English keeps Harper's).
  'harper.AnA':
    'Use “{corrected}” aqui, não “{original}”: “an” vem antes de som de vogal, “a” antes de som de consoante.',
  'harper.RepeatedWords': '“{original}” repete uma palavra: escreva “{corrected}”.',
  'harper.SpellCheck': '“{original}” se escreve “{corrected}”.',
};
