/**
 * Foreign words that English writers use as they are; a learner writing about home uses many more
 * (dishes, festivals, greetings). An unknown word is taken as foreign when it is on this list or has
 * letters English spelling does not use (é, ñ, ø, ł…: déjà vu, Kraków, smørrebrød). Written for this
 * project (issue 13: foreign words were a large share of false alarms on learner text).
 */
const LOAN_WORDS = new Set(
  `hygge fika lagom sisu saudade fado ikigai kawaii senpai sensei hanami sakura wabi sabi umami omakase izakaya
onigiri mochi matcha bento ramen udon soba tempura yakitori tonkatsu okonomiyaki takoyaki gyoza miso natto
kimchi bulgogi bibimbap tteokbokki soju makgeolli chaebol hanbok pho banh dim sum baozi jiaozi hotpot tofu
pierogi pierogies bigos borscht borsch pelmeni blini kvass shashlik plov goulash langos palacinky
pretzel bratwurst currywurst schnitzel sauerkraut strudel spaetzle kaffee kuchen gemütlichkeit zeitgeist
wanderlust schadenfreude weltschmerz doppelganger fernweh feierabend oktoberfest biergarten glühwein
tapas churros paella tortilla tortillas empanada empanadas arepa arepas chicha mate yerba feijoada
brigadeiro brigadeiros pastel pasteis acai açaí caipirinha cachaça quinceañera piñata mañana siesta fiesta
tamal tamales pozole mole tacos quesadilla quesadillas burrito burritos guacamole horchata elote enchiladas
gelato tiramisu risotto gnocchi bruschetta prosecco panettone arancini cannoli focaccia ciabatta aperitivo
nonna dolce vita ciao croissant baguette brioche crêpe crepe crepes boulangerie patisserie raclette
fondue tartiflette galette bouillabaisse ratatouille joie vivre savoir faire voilà voila bon appétit
tajine tagine couscous harira msemen baklava börek burek döner doner lahmacun simit ayran raki rakı meze
mezze ouzo souvlaki tzatziki moussaka halloumi spanakopita gyros falafel hummus shawarma manakish
knafeh kunafa biryani dal dhal daal roti chapati paratha samosa samosas paneer naan chai masala tandoori
dosa idli sambar ghee diwali holi eid iftar suhoor ramadan nowruz hanukkah shabbat challah matzah
jollof fufu ugali injera suya bobotie braai biltong sukuma nyama pap chakalaka
deja vu pupusa pupusas ceviche lomo saltado anticuchos chimichurri asado dulce leche alfajores`.split(/\s+/),
);

/** Newer or informal English that harper's dictionary lacks and learners use (wifi → "wife" was offered). */
const NEWER_WORDS = new Set(
  `wifi wi-fi uni telly vlog vlogs vlogger vloggers youtuber youtubers influencer influencers livestream
livestreams smartwatch smartwatches podcast podcasts podcaster emoji emojis hashtag hashtags lockdown
lockdowns covid selfie selfies app apps gamer gamers esports e-sports whatsapp tiktok instagram snapchat
netflix spotify google googled zoom skype ebook ebooks e-book e-books email emails e-mail e-mails
smartphone smartphones online offline website websites webinar webinars startup startups`.split(/\s+/),
);

/** Whether `word` (lower case) is newer or informal English from the list above (email, online, app). */
export function isNewerEnglish(word: string): boolean {
  return NEWER_WORDS.has(word);
}

/** Whether an unknown word is a foreign word, a loan word or newer English rather than a misspelling. */
export function isKnownOutsideDictionary(word: string): boolean {
  const lower = word.toLowerCase();
  return LOAN_WORDS.has(lower) || NEWER_WORDS.has(lower) || /[^\p{ASCII}’]/u.test(lower);
}
