import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { emptyConcept } from '../../src/concepts/service.js';
import { newCard, rateCard, type SrsState } from '../../src/concepts/srs.js';
import type { ReviewRating } from '@inkwell/contract';

const DAY_MS = 86_400_000;

export interface SeedOptions {
  entries: number;
  /** Vocabulary concepts; each gets recognition and recall cards. */
  words: number;
  /** Grammar concepts; each gets recognition and context cards. */
  rules?: number;
  /** Reviews given to every other card (good, good, again, good…). */
  reviewsPerCard?: number;
  /** Marks every text, so another user's export can be searched for it. */
  tag: string;
  firstDay?: string;
  now: number;
}

/** One user's journal and decks written straight to the tables (the tests' and the bench's data). */
export async function seedFormats(k: Kysely<Database>, userId: string, o: SeedOptions): Promise<void> {
  const first = Date.parse(`${o.firstDay ?? '2024-01-01'}T00:00:00Z`);
  for (let start = 0; start < o.entries; start += 200) {
    const entries = Array.from({ length: Math.min(200, o.entries - start) }, (_, j) => {
      const i = start + j;
      const day = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
      return {
        id: randomUUID(),
        user_id: userId,
        day,
        date_seconds: Math.floor((first + i * DAY_MS) / 1000) + 43_200,
        time_zone: 'Europe/Madrid',
        content: `${o.tag} día ${i}: hoy fui al mercado, compré "pan" y queso.\n\nMañana vuelvo. `.repeat(4),
        target_language: 'es',
        word_count: 40,
        version: 1,
        analysis_state: 'analyzed' as const,
        created_at: o.now,
        updated_at: o.now,
      };
    });
    await k.insertInto('journal_entries').values(entries).execute();
    await k
      .insertInto('assessments')
      .values(
        entries.map((e) => ({
          journal_entry_id: e.id,
          user_id: userId,
          status: 'done' as const,
          data: null,
          error: null,
          new_words: 0,
          new_grammar_points: 0,
          level: 'B1',
          exercise_session_id: null,
          created_at: o.now,
          updated_at: o.now,
        })),
      )
      .execute();
  }
  const kinds = [
    ...Array.from({ length: o.words }, (_, i) => ['vocab', i] as const),
    ...Array.from({ length: o.rules ?? 0 }, (_, i) => ['grammar', i] as const),
  ];
  for (let start = 0; start < kinds.length; start += 100) {
    const concepts = kinds.slice(start, start + 100).map(([type, i]) => conceptRow(userId, type, i, o));
    await k.insertInto('concepts').values(concepts).execute();
    const cards = concepts.flatMap((c, n) =>
      (c.type === 'vocab' ? (['recognition', 'recall'] as const) : (['recognition', 'context'] as const)).map(
        (card_type, m) => cardWithReviews(userId, c.id, card_type, (start + n) * 2 + m, o),
      ),
    );
    await k
      .insertInto('cards')
      .values(cards.map((c) => c.card))
      .execute();
    const logs = cards.flatMap((c) => c.logs);
    for (let i = 0; i < logs.length; i += 500)
      await k
        .insertInto('review_logs')
        .values(logs.slice(i, i + 500))
        .execute();
  }
}

function conceptRow(userId: string, type: 'vocab' | 'grammar', i: number, o: SeedOptions) {
  const vocab = type === 'vocab';
  return {
    ...emptyConcept(userId, type, `${o.tag}-${type}-${i}`, 'es', o.now),
    word: vocab ? `${o.tag}palabra${i}` : null,
    english_translation: vocab ? `word ${i}, "quoted"` : null,
    pos: vocab ? 'noun' : null,
    example_sentences: JSON.stringify(vocab ? [`Uso ${o.tag}palabra${i} <aquí>.`] : []),
    title: vocab ? null : `${o.tag} rule ${i}`,
    description: vocab ? null : 'Ser for identity,\nestar for states',
    examples: JSON.stringify(vocab ? [] : ['Yo es cansado → Yo estoy cansado']),
    created_at: o.now - 30 * DAY_MS + i,
  };
}

const RATINGS: ReviewRating[] = ['good', 'good', 'again', 'good', 'easy'];

function cardWithReviews(userId: string, conceptId: string, cardType: string, n: number, o: SeedOptions) {
  const id = randomUUID();
  const created = o.now - 30 * DAY_MS;
  let state: SrsState = newCard(created);
  const logs = [];
  const reviews = n % 2 === 0 ? (o.reviewsPerCard ?? 0) : 0;
  let at = created;
  for (let r = 0; r < reviews; r++) {
    at = Math.max(at + 60_000, state.due);
    const next = rateCard(state, RATINGS[r % RATINGS.length]!, at);
    logs.push({ id: randomUUID(), user_id: userId, card_id: id, created_at: at, ...next.log });
    state = next.card;
  }
  return {
    card: {
      id,
      user_id: userId,
      concept_id: conceptId,
      card_type: cardType as 'recognition',
      created_at: created,
      updated_at: at,
      ...state,
    },
    logs,
  };
}
