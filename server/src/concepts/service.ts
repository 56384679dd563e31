import { randomUUID } from 'node:crypto';
import { DUE_COUNT_CAP } from '@inkwell/contract';
import type {
  AddVocabRequest,
  CardType,
  CardsCreatedResponse,
  ConceptMeaningRequest,
  ConceptMeaningResponse,
  DueCard,
  DueQuery,
  DueResponse,
  GrammarCard,
  ProgressDocument,
  ReviewRating,
  ReviewResponse,
  SrsCardsRequest,
  SrsCardsWithDataRequest,
  StudyGuide,
  VocabCard,
} from '@inkwell/contract';
import { redactSecrets } from '../ai/redact.js';
import type { Db } from '../db/database.js';
import { onOneConnection, type Executor } from '../db/executor.js';
import { HttpError, notFound } from '../http/errors.js';
import { cardFaces } from './faces.js';
import { conceptKey } from './key.js';
import { presentGrammarCard, presentProgress, presentReviewedCard, presentVocabCard } from './present.js';
import * as repo from './repo.js';
import { newCard, previewRatings, rateCard, stateName } from './srs.js';
import { guideInput, offlineStudyGuide, type StudyGuideGenerator } from './study-guide.js';

const conceptNotFound = () => notFound('Concept not found');

/** A vocab concept found by an assessment (a discovered vocab concept). */
export interface DiscoveredVocab {
  vocab_uuid: string;
  word: string;
  correction_type: string;
  context: string;
  justification: string;
  /** Its meaning in the learner's native language, when the model or the glossary knew it. */
  meaning?: string | null;
}

/** A new concept row with only its identity set: no content, no tags, created and updated `now`. */
export function emptyConcept(
  userId: string,
  type: repo.ConceptRow['type'],
  key: string,
  targetLanguage: string,
  now: number,
): repo.ConceptRow {
  return {
    id: randomUUID(),
    user_id: userId,
    type,
    key,
    target_language: targetLanguage,
    word: null,
    english_translation: null,
    romanization: null,
    pos: null,
    example_sentences: '[]',
    title: null,
    description: null,
    examples: '[]',
    difficulty_level: null,
    tags: '[]',
    source_journal_entry_id: null,
    correction_type: null,
    context: null,
    justification: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Called by the assessment when it completes: stores its vocab concepts for the user with
 * id = vocab_uuid (no cards yet; the concept picker adds them). A word the user already has keeps its
 * concept, and the new vocab_uuid becomes an alias of it. Safe to call again with the same items.
 */
export async function recordDiscoveredVocab(
  db: Db,
  userId: string,
  entryId: string | null,
  targetLanguage: string | null,
  items: DiscoveredVocab[],
  now: number = Date.now(),
): Promise<{ vocab_uuid: string; concept_id: string }[]> {
  const language = targetLanguage ?? '';
  return db.kysely.transaction().execute(async (tx) => {
    const out: { vocab_uuid: string; concept_id: string }[] = [];
    for (const item of items) {
      const key = conceptKey(item.word);
      if (!key) continue;
      const conceptId = await findOrCreate(tx, userId, 'vocab', language, key, {
        ...emptyConcept(userId, 'vocab', key, language, now),
        id: item.vocab_uuid,
        word: item.word.trim(),
        source_journal_entry_id: entryId,
        english_translation: item.meaning || null,
        correction_type: item.correction_type || null,
        context: item.context || null,
        justification: item.justification || null,
      });
      if (item.meaning && conceptId !== item.vocab_uuid)
        await repo.fillMeaningIfEmpty(tx, userId, conceptId, item.meaning, now);
      if (conceptId !== item.vocab_uuid) {
        await repo.insertAliasIfAbsent(tx, {
          id: item.vocab_uuid,
          user_id: userId,
          concept_id: conceptId,
          created_at: now,
        });
      }
      out.push({ vocab_uuid: item.vocab_uuid, concept_id: conceptId });
    }
    return out;
  });
}

/** The id of the user's concept with this key, inserting `fresh` when there is none. */
async function findOrCreate(
  k: Executor,
  userId: string,
  type: repo.ConceptRow['type'],
  language: string,
  key: string,
  fresh: repo.ConceptRow,
): Promise<string> {
  const existing = await repo.findConceptByKey(k, userId, type, language, key);
  if (existing) return existing.id;
  if (await repo.insertConceptIfAbsent(k, fresh)) return fresh.id;
  // Lost a race to a concurrent insert of the same key (or the id was taken): use what is there.
  const now = await repo.findConceptByKey(k, userId, type, language, key);
  if (!now) throw new HttpError(409, 'Could not store the concept; please try again');
  return now.id;
}

async function addCards(
  k: Executor,
  userId: string,
  conceptId: string,
  types: CardType[],
  now: number,
): Promise<CardType[]> {
  const rows = types.map((cardType) => ({
    id: randomUUID(),
    user_id: userId,
    concept_id: conceptId,
    card_type: cardType,
    ...newCard(now),
    created_at: now,
    updated_at: now,
  }));
  // In the order asked for, so the learner reads them as requested (recognition first).
  const created = new Set(await repo.insertCardsIfAbsent(k, rows));
  return types.filter((t) => created.has(t));
}

const createdResponse = (conceptId: string, created: CardType[]): CardsCreatedResponse => ({
  concept_id: conceptId,
  cards_created: created.length,
  card_types: created,
});

/** POST /concepts/srs-cards: cards for a vocab concept the assessment stored for this user. */
export async function createVocabCards(
  db: Db,
  userId: string,
  req: SrsCardsRequest,
  now: number,
): Promise<CardsCreatedResponse> {
  const concept = await repo.findConceptOrAlias(db.kysely, userId, req.concept_id);
  if (!concept || concept.type !== 'vocab') throw conceptNotFound();
  if (req.meaning)
    await repo.updateConcept(db.kysely, userId, concept.id, {
      english_translation: req.meaning,
      updated_at: now,
    });
  const created = await addCards(db.kysely, userId, concept.id, vocabCardTypes(concept, req.card_types), now);
  return createdResponse(concept.id, created);
}

/**
 * An accent or spelling fix is learnt by spelling the word, not by "what does it mean" (decision 150):
 * its concept gets a spelling card whatever the client asked for.
 */
function vocabCardTypes(concept: repo.ConceptRow, asked: CardType[]): CardType[] {
  return concept.correction_type === 'spelling' || concept.correction_type === 'accents'
    ? ['spelling']
    : asked;
}

/** PUT /concepts/{id}/meaning: the learner gives or corrects a word's meaning. */
export async function setConceptMeaning(
  db: Db,
  userId: string,
  conceptId: string,
  req: ConceptMeaningRequest,
  now: number,
): Promise<ConceptMeaningResponse> {
  const concept = await repo.findConceptOrAlias(db.kysely, userId, conceptId);
  if (!concept || concept.type !== 'vocab') throw conceptNotFound();
  await repo.updateConcept(db.kysely, userId, concept.id, {
    english_translation: req.meaning,
    updated_at: now,
  });
  return { concept_id: concept.id, meaning: req.meaning };
}

/** POST /concepts/srs-cards-with-data: finds or creates the grammar concept by title and language. */
export async function createGrammarCards(
  db: Db,
  userId: string,
  req: SrsCardsWithDataRequest,
  now: number,
): Promise<CardsCreatedResponse> {
  const d = req.concept_data;
  const key = conceptKey(d.title);
  return db.kysely.transaction().execute(async (tx) => {
    const conceptId = await findOrCreate(tx, userId, 'grammar', d.target_language, key, {
      ...emptyConcept(userId, 'grammar', key, d.target_language, now),
      title: d.title,
      description: d.description,
      examples: JSON.stringify(d.examples.filter(Boolean)),
      difficulty_level: d.difficulty_level,
      tags: JSON.stringify(d.tags.filter(Boolean)),
    });
    const created = await addCards(tx, userId, conceptId, req.card_types, now);
    return createdResponse(conceptId, created);
  });
}

/** Add Vocab: the word with the user's definition, and its recognition and recall cards. */
export async function addVocab(
  db: Db,
  userId: string,
  req: AddVocabRequest,
  now: number,
): Promise<CardsCreatedResponse> {
  const key = conceptKey(req.word);
  const language = req.target_language ?? '';
  const examples = req.example ? [req.example] : [];
  return db.kysely.transaction().execute(async (tx) => {
    const existing = await repo.findConceptByKey(tx, userId, 'vocab', language, key);
    let conceptId: string;
    if (existing) {
      // The user's own definition and example replace what an assessment guessed.
      conceptId = existing.id;
      await repo.updateConcept(tx, userId, conceptId, {
        english_translation: req.definition,
        ...(examples.length ? { example_sentences: JSON.stringify(examples) } : {}),
        updated_at: now,
      });
    } else {
      conceptId = await findOrCreate(tx, userId, 'vocab', language, key, {
        ...emptyConcept(userId, 'vocab', key, language, now),
        word: req.word,
        english_translation: req.definition,
        example_sentences: JSON.stringify(examples),
      });
    }
    const created = await addCards(tx, userId, conceptId, ['recognition', 'recall'], now);
    return createdResponse(conceptId, created);
  });
}

export async function listVocabCards(db: Db, userId: string, limit: number): Promise<VocabCard[]> {
  return (await repo.listDeckConcepts(db.kysely, userId, 'vocab', limit)).map(presentVocabCard);
}

export async function listGrammarCards(db: Db, userId: string, limit: number): Promise<GrammarCard[]> {
  return (await repo.listDeckConcepts(db.kysely, userId, 'grammar', limit)).map(presentGrammarCard);
}

export async function listProgress(db: Db, userId: string): Promise<ProgressDocument[]> {
  return (await repo.listDeckConcepts(db.kysely, userId, null, null)).map(presentProgress);
}

/** The review queue with each card's faces and where each rating would send it. */
export async function dueQueue(db: Db, userId: string, q: DueQuery, now: number): Promise<DueResponse> {
  let conceptId: string | undefined;
  if (q.concept_id) {
    const concept = await repo.findConceptOrAlias(db.kysely, userId, q.concept_id);
    if (!concept) throw conceptNotFound();
    conceptId = concept.id;
  }
  const { cards, dueCount } = await repo.dueQueuePage(
    db.kysely,
    userId,
    now,
    q.limit,
    DUE_COUNT_CAP,
    conceptId,
    q.kind,
  );
  const out: DueCard[] = cards.map((card) => ({
    card_id: card.id,
    concept_id: card.concept_id,
    concept_type: card.concept.type,
    card_type: card.card_type,
    state: stateName(card.state),
    due: card.due,
    reps: card.reps,
    lapses: card.lapses,
    target_language: card.concept.target_language,
    ...cardFaces(card.concept, card.card_type),
    preview: previewRatings(card, now),
  }));
  return { now, due_count: dueCount, cards: out };
}

/** Answers one card: FSRS moves it, and the review is logged. */
export async function reviewCard(
  db: Db,
  userId: string,
  cardId: string,
  rating: ReviewRating,
  now: number,
): Promise<ReviewResponse> {
  // The read and the compare-and-set on one connection: one pool wait (decision 329).
  const reviewed = await onOneConnection(db, async ({ kysely }) => {
    const card = await repo.findCard(kysely, userId, cardId);
    if (!card) throw notFound('Card not found');
    return rateAndSave(kysely, userId, card, rating, now);
  });
  if (!reviewed) throw new HttpError(409, 'This card was just reviewed; load the queue again');
  return reviewed;
}

export const CARDS_CHANGED =
  'A card of this practice changed while it was being saved (reviewed or removed elsewhere); nothing was saved, please try again';

/**
 * Gives every card of a concept one review with the same rating (a finished exercise session does,
 * from the learner's answers). Runs on the caller's executor, so it joins the caller's transaction:
 * a card that cannot be saved fails the whole unit (409) instead of being skipped. A concept that is
 * gone (removed from the deck) has nothing to review. Answers how many cards were reviewed.
 */
export async function reviewConceptCards(
  k: Executor,
  userId: string,
  conceptId: string,
  rating: ReviewRating,
  now: number,
): Promise<number> {
  const concept = await repo.findConceptOrAlias(k, userId, conceptId);
  if (!concept) return 0;
  const cards = await repo.listDueCards(k, userId, now, 100, concept.id);
  for (const card of cards) {
    if (!(await rateAndSave(k, userId, card, rating, now))) throw new HttpError(409, CARDS_CHANGED);
  }
  return cards.length;
}

/** FSRS moves the card and the review is logged; null when another answer saved it first. */
async function rateAndSave(
  k: Executor,
  userId: string,
  card: repo.CardRow,
  rating: ReviewRating,
  now: number,
): Promise<ReviewResponse | null> {
  const next = rateCard(card, rating, now);
  const logId = randomUUID();
  const saved = await repo.saveReview(
    k,
    userId,
    card.id,
    card.reps,
    next.card,
    { ...next.log, id: logId },
    now,
  );
  if (!saved) return null;
  return { card: presentReviewedCard({ ...card, ...next.card }), review_log_id: logId };
}

export async function removeConcept(db: Db, userId: string, conceptId: string): Promise<void> {
  const concept = await repo.findConceptOrAlias(db.kysely, userId, conceptId);
  if (!concept || !(await repo.deleteConcept(db.kysely, userId, concept.id))) throw conceptNotFound();
}

/** Where a failed generator's reason goes: the request's logger. */
export interface GuideLog {
  warn(fields: { reason: string }, message: string): void;
}

/**
 * The grammar concept's study guide; a failing generator falls back to the offline guide, and its
 * reason is logged (redacted: a provider's error text can echo a key or token).
 */
export async function studyGuideFor(
  db: Db,
  userId: string,
  conceptId: string,
  generate: StudyGuideGenerator | null,
  log: GuideLog,
): Promise<StudyGuide> {
  const concept = await repo.findConceptOrAlias(db.kysely, userId, conceptId);
  if (!concept || concept.type !== 'grammar') throw conceptNotFound();
  const input = guideInput(concept);
  if (generate) {
    try {
      return await generate(input, userId);
    } catch (error) {
      // The AI is optional: the learner still gets the guide built from the concept itself.
      const reason = redactSecrets(error instanceof Error ? error.message : String(error));
      log.warn({ reason }, 'study guide generator failed; using the offline guide');
    }
  }
  return offlineStudyGuide(input);
}

/** The concept an id names, directly or through an alias (deck and module inputs read it); undefined when not the user's. */
export const findConceptOrAlias = (k: Executor, userId: string, id: string) =>
  repo.findConceptOrAlias(k, userId, id);

export type { ConceptRow } from './repo.js';
