/**
 * Common French, Italian and Portuguese nouns whose gender is certain (issue 22), written for this
 * project from each noun's standard gender. Left out: nouns of two genders or whose gender changes the
 * meaning (le/la livre, le/la poste, il/la fine…), nouns for people of either sex (enfant, médecin,
 * cantante), and nouns that are also a common verb form (porte, visita, ajuda), which a pronoun before a
 * verb (la porte, lo porta) would turn into false alarms.
 */
export type Gender = 'm' | 'f';

const words = (s: string) => s.trim().split(/\s+/);
const table = (m: string, f: string) =>
  new Map<string, Gender>([
    ...words(m).map((w) => [w, 'm'] as const),
    ...words(f).map((w) => [w, 'f'] as const),
  ]);

const FRENCH = table(
  `jour matin soir mois temps travail bureau café pain vin fromage gâteau repas déjeuner dîner restaurant
   cinéma musée parc jardin marché magasin supermarché train bus avion vélo métro voyage pays village
   quartier appartement lit chien chat oiseau frère père fils oncle mari garçon homme bébé film concert
   sport football problème système exemple examen cours projet printemps hiver automne été hôtel hôpital
   arbre ordinateur sac téléphone stylo cahier crayon verre couteau poisson poulet riz lait thé sucre sel
   fruit légume chocolat chapeau manteau pantalon pull bras pied nez dos ventre cœur visage soleil vent
   ciel nuage monde lycée théâtre stade village week-end anniversaire billet cadeau`,
  `maison voiture ville rue chambre cuisine table chaise fenêtre famille mère sœur fille tante femme
   semaine journée soirée nuit année fois plage mer montagne campagne forêt fleur pomme salade soupe
   viande bière boisson pizza gare banque boulangerie pharmacie bibliothèque classe leçon langue question
   réponse musique chanson photo radio lettre carte clé valise robe chemise jupe veste chaussure tête main
   jambe bouche dent santé vie pluie neige chaleur couleur raison peur faim soif école église heure
   histoire idée île eau université entreprise équipe erreur amie cousine voisine copine`,
);

const ITALIAN = table(
  `giorno anno mese tempo lavoro ufficio libro caffè pane vino formaggio ristorante cinema museo parco
   giardino mercato negozio supermercato treno autobus viaggio paese villaggio letto cane gatto fratello
   padre figlio zio problema sistema programma tema film mare fiume lago ponte cielo sole vento nome cuore
   piede naso telefono tavolo bicchiere coltello pesce pollo riso latte sale cappello cappotto
   pomeriggio corso compito progetto bambino ragazzo zaino specchio zucchero sport biglietto regalo
   compleanno fiore marito`,
  `casa macchina città strada camera cucina sedia finestra famiglia madre sorella figlia zia donna
   settimana giornata sera notte mattina spiaggia montagna campagna foresta mela insalata zuppa carne
   birra pizza stazione banca farmacia biblioteca scuola lezione lingua domanda risposta musica canzone
   foto radio mano lettera chiave valigia gonna giacca camicia scarpa testa gamba bocca salute vita festa
   pioggia neve primavera ragazza bambina cosa parte gente moglie`,
);

const PORTUGUESE = table(
  `dia ano mês tempo trabalho escritório livro café pão vinho queijo restaurante cinema museu parque
   jardim mercado supermercado trem ônibus avião carro país apartamento cachorro gato irmão pai filho tio
   problema sistema programa tema mapa clima idioma filme esporte mar rio lago céu sol vento nome coração
   pé braço nariz telefone celular computador copo garfo peixe frango arroz leite chá açúcar sal bolo
   chapéu casaco sábado domingo almoço curso exame projeto menino sofá hotel hospital aniversário
   marido`,
  `casa cidade rua cozinha mesa cadeira janela família mãe irmã filha tia mulher semana noite manhã hora
   praia montanha floresta flor maçã salada sopa carne cerveja pizza estação escola universidade aula
   língua pergunta resposta música canção foto televisão carta chave mala saia camisa blusa cabeça mão
   perna boca saúde vida festa chuva água ideia ilha viagem garagem amiga menina coisa parte gente comida
   bebida roupa loja igreja empresa farmácia biblioteca sala cama`,
);

const TABLES: Record<string, Map<string, Gender>> = { fr: FRENCH, it: ITALIAN, pt: PORTUGUESE };

/** The gender of a common noun (singular, lower case) of `language`, or null when not certain. */
export function nounGender(language: string, noun: string): Gender | null {
  return TABLES[language]?.get(noun) ?? null;
}
