import { GraduationCap } from 'lucide-react';
import { useGrammarCards } from './api/get-grammar-cards';
import { filterGrammar } from './deck-items';
import { DeckPage } from './DeckPage';
import { GrammarDetailDialog } from './GrammarDetailDialog';
import { ReviewDueButton } from './ReviewDueButton';
import { useT } from '../i18n/use-t';

/** '/grammar': the learner's grammar concepts with mastery figures, search, detail, Study Guide and practice. */
export default function GrammarPage() {
  const { t } = useT();
  const cards = useGrammarCards();
  return (
    <DeckPage
      type="grammar"
      title={t('deck.grammar.title')}
      description={t('deck.grammar.description')}
      actions={<ReviewDueButton kind="grammar" />}
      totalLabel={t('deck.grammar.total')}
      cards={cards}
      cardsError={t('deck.grammar.cardsError')}
      progressError={t('deck.grammar.progressError')}
      search={{
        label: t('deck.grammar.search'),
        placeholder: t('deck.grammar.searchPlaceholder'),
        filter: filterGrammar,
      }}
      list={{
        loadingLabel: t('deck.grammar.loading'),
        emptyText: t('deck.grammar.empty'),
        noMatchText: t('deck.grammar.noMatch'),
        icon: GraduationCap,
      }}
      tile={(item) => ({ title: item.data.title, text: item.data.description })}
      detail={(item, onClose) => <GrammarDetailDialog item={item} onClose={onClose} />}
    />
  );
}
