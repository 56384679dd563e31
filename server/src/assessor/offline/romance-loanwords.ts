import { isNewerEnglish } from './english-foreign.js';

/**
 * English (and a few other) words that French, Spanish, Italian and Portuguese writers use as they are
 * (issue 22, decision 315). The target dictionary lacks them, and the accent it can put on them makes
 * another word (email → émail, "enamel") or respells a word the writer chose to leave English (manager →
 * mánager): no fix is right. Cognates the English dictionary also knows (cafe, television, decision)
 * are not listed: there the accented form is the same word and its accent is still fixed. Written for
 * this project.
 */
const USED_AS_IS = new Set(
  `email emails e-mail e-mails mail mails online offline chatbot chatbots manager managers management
meeting meetings deadline deadlines feedback freelance freelancer freelancers coworking startup startups
marketing software hardware laptop laptops smartphone smartphones tablet tablets streaming podcast
podcasts influencer influencers selfie selfies hashtag hashtags wifi app apps chat chats login logout
password newsletter weekend weekends brunch cupcake cupcakes burger burgers hamburger sandwich ramen
udon sushi mezcal poke bowl`.split(/\s+/),
);

const ROMANCE = new Set(['es', 'fr', 'it', 'pt']);

/** Whether `word`, in `language`, is a borrowing used as it is: no accent or neighbour is offered. */
export function usedAsIs(word: string, language: string): boolean {
  if (!ROMANCE.has(language)) return false;
  const lower = word.toLowerCase();
  return USED_AS_IS.has(lower) || isNewerEnglish(lower);
}
