/**
 * Common German nouns whose gender is certain (one gender only; nouns with two, such as der/das Teil,
 * der/die See or der/das Joghurt, are left out, as are nouns whose gender changes with the meaning or
 * the region: der Junge/das Junge, der Kunde/die Kunde, der Hut/die Hut, der Reis/das Reis, der
 * Mensch/das Mensch, die Orange/das Orange, die Butter (regionally der), das Foto (Swiss die)).
 * Written for this project from the standard gender of each noun, for cards that show a noun with its
 * article (issue 22).
 */
const words = (s: string) => s.trim().split(/\s+/);

const MASCULINE = words(`
  Mann Vater Bruder Sohn Onkel Opa Großvater Freund Kollege Lehrer Arzt Chef Nachbar
  Tag Morgen Abend Mittag Monat Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Sommer Winter
  Frühling Herbst Januar Februar März April Mai Juni Juli August September Oktober November Dezember
  Tisch Stuhl Schrank Teppich Schlüssel Computer Fernseher Kühlschrank Herd Ofen Boden Garten Balkon Keller
  Hund Vogel Fisch Baum Berg Fluss Wald Himmel Regen Schnee Wind Mond Stern
  Bus Zug Wagen Bahnhof Flughafen Weg Platz Park Markt Supermarkt Laden Urlaub Ausflug Termin Beruf Job
  Kaffee Tee Saft Wein Käse Kuchen Apfel Salat Zucker Hunger Durst Löffel Teller
  Brief Name Film Roman Sport Fußball Ball Kopf Arm Fuß Finger Bauch Rücken Mund Zahn Hals
  Anfang Grund Fehler Satz Preis Schuh Rock Mantel Pullover Geburtstag Spaß Besuch Unterricht Kurs
`);

const FEMININE = words(`
  Frau Mutter Schwester Tochter Tante Oma Großmutter Freundin Kollegin Lehrerin Ärztin Familie Person
  Woche Stunde Minute Zeit Nacht Uhr Jahreszeit
  Wohnung Küche Tür Wand Lampe Treppe Dusche Badewanne Straße Stadt Schule Universität Arbeit Firma Bank
  Post Kirche Brücke Haltestelle Bahn Reise Fahrt Karte Fahrkarte Adresse Telefonnummer
  Katze Maus Kuh Blume Sonne Luft Natur Insel Welt
  Milch Suppe Wurst Tomate Kartoffel Banane Birne Schokolade Pizza Tasse Flasche Gabel
  Hand Nase Haut Stimme Gesundheit Krankheit Zeitung Zeitschrift Musik Sprache Frage Antwort Idee
  Hose Jacke Bluse Tasche Brille Farbe Party Prüfung Hausaufgabe Geschichte Liebe Freude Angst Hilfe Miete
`);

const NEUTER = words(`
  Kind Baby Mädchen Haus Zimmer Bad Fenster Bett Sofa Regal Dach Büro Hotel Restaurant Kino Theater Museum
  Geschäft Krankenhaus Land Dorf Meer Wetter Wasser Bier Brot Brötchen Ei Fleisch Obst Gemüse Essen
  Frühstück Mittagessen Abendessen Glas Messer Auto Fahrrad Flugzeug Schiff Ticket Geld Buch Heft
  Handy Telefon Bild Spiel Lied Konzert Wochenende Jahr Problem Beispiel Wort Gespräch Hemd Kleid
  Auge Ohr Herz Bein Knie Gesicht Haar Tier Pferd Schwein Leben Ende Ziel Geschenk Studium Fest Lachen
`);

const GENDER = new Map<string, 'der' | 'die' | 'das'>([
  ...MASCULINE.map((n) => [n, 'der'] as const),
  ...FEMININE.map((n) => [n, 'die'] as const),
  ...NEUTER.map((n) => [n, 'das'] as const),
]);

/** The nominative singular article of a German noun of certain gender, or null when not known. */
export function germanArticle(noun: string): 'der' | 'die' | 'das' | null {
  return GENDER.get(noun.trim()) ?? null;
}
