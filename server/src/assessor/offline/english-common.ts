/**
 * Very frequent English words, to break near-ties between spelling suggestions in favour of the word a
 * learner most likely meant (ans → and rather than anus). Written for this project, not copied.
 */
export const COMMON_ENGLISH = new Set(
  `the be to of and a an in that have has had it for not on with he as you do does did at this but his by
from they we say said her she or will my one all would there their what so up out if about who get got
which go goes went gone me when make made can like time no just him know knew take took people into year
your good some could them see saw other than then now look only come came its over think also back after
use two how our work first well way even new want because any these give day most us is are was were
been being am very much many more such here where why thing things great little long own old right big
high different small large next early young important few public bad same able last never always often
sometimes every each find found tell told ask asked feel felt try tried leave left call called need
needed keep kept let begin began seem help show heard hear play played run ran move live lived believe
bring brought happen write wrote sit stood stand lose lost pay paid meet met include continue set learn
learned change lead understand watch follow stop create speak spoke read allow add spend spent grow open
walk win offer remember love loved consider appear buy bought wait serve die send sent expect build stay
fall cut reach kill remain friend friends family school home house city country world life man woman men
women child children mother father sister brother job money book books food water room car question
problem story word words night morning evening today tomorrow yesterday week weekend month hour minute
place part case point group hand eye eyes head face name idea reason end side kind picture music movie
game team language english class teacher student students study studied holiday trip travel travelled
beautiful happy sad easy hard difficult nice better best really still again too also together before
during while until since though although however maybe because yes hello thanks please sorry`.split(/\s+/),
);

/**
 * Words never offered as a spelling fix: a learner who typed "ans" must not be told "anus". A wrong
 * guess there offends; the learner can still write these words (they are not flagged, only never suggested).
 */
export const UNSUITABLE_SUGGESTIONS = new Set(
  `anus anal arse arses ass asses asshole bastard bitch bitches bollocks boob boobs butt butts crap cock cocks
cunt damn dick dicks dildo fag fags faggot fuck fucked fucking nazi nigga nigger penis piss pissed porn porno
prick pussy rape raped rapist retard retarded sex sexy shit shits slut sluts tit tits twat vagina wank wanker
whore whores`.split(/\s+/),
);
