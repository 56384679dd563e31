import { ReviewDueButton } from '../decks/ReviewDueButton';
import HomePage from '../journal/HomePage';

/** Home with the deck's 'Review due' entry point beside the calendar. */
export default function HomeRoute() {
  return <HomePage extras={<ReviewDueButton className="w-full" />} />;
}
