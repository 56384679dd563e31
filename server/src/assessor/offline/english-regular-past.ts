/**
 * Everyday regular English verbs a learner at A2 writes, and their simple past (issue 22, decision 308).
 * A closed list written for this project: the -ed form is certain for these, so a rule may offer it as
 * a fix. Verbs whose past differs between British and American spelling (travel, cancel) and verbs
 * with an irregular past in some varieties (learn, dream, burn) are left out.
 */
const REGULAR = `walk play visit watch cook clean work talk call help start finish want need like love live move
  dance listen look open close wait ask answer stay enjoy study try carry cry stop plan shop chat jog drop
  arrive decide use change hope invite prepare phone miss pass fix wash brush paint climb laugh smile rain
  snow borrow rent order print kiss hug turn return happen relax celebrate remember explain fill kick pick
  pack park rest thank touch travel visit belong check collect count cover cross decorate deliver describe
  die discover dress drag end enter expect follow greet guess hate hurry improve include join jump kill
  knock land last mark marry match mention need notice offer pause plant pray prefer pull push reach
  receive repair reply rescue scream search serve share shout sign ski skate stare suggest surprise
  talk text type worry`;

/** One-syllable verbs (and prefer) that double their last consonant before -ed. */
const DOUBLING = new Set(['stop', 'plan', 'shop', 'chat', 'jog', 'drop', 'hug', 'drag', 'prefer', 'skip']);

/** Left out for the reason above. */
const VARYING = new Set(['travel']);

/** The simple past of a regular verb by the spelling rules: liked, studied, played, stopped. */
export function edForm(base: string): string {
  if (DOUBLING.has(base)) return `${base}${base.slice(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/** Regular base forms to their simple past. */
export const REGULAR_PAST: ReadonlyMap<string, string> = new Map(
  REGULAR.trim()
    .split(/\s+/)
    .filter((base) => !VARYING.has(base))
    .map((base) => [base, edForm(base)]),
);
