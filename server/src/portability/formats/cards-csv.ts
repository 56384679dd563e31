import { Readable } from 'node:stream';
import type { Executor } from '../../db/executor.js';
import { readList } from '../../concepts/index.js';
import { cardFaces, grammarExample } from '../../concepts/index.js';
import { stateName } from '../../concepts/index.js';
import type { CardType } from '@inkwell/contract';
import { deckPages, type CardRow, type ConceptRow } from './source.js';

export const CSV_COLUMNS = [
  'deck',
  'language',
  'card_type',
  'front',
  'back',
  'example',
  'translation',
  'state',
  'due',
  'interval_days',
  'stability',
  'difficulty',
  'reps',
  'lapses',
  'last_review',
  'created',
] as const;

/**
 * RFC 4180 text: every field quoted when it holds a quote, comma or line break; CRLF between records.
 * A cell starting with = + - @ would run as a formula in a spreadsheet, so it gets a leading apostrophe
 * (OWASP's CSV-injection advice); the apostrophe is only shown by text editors.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRecord = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function cardRecord(concept: ConceptRow, card: CardRow): string {
  const faces = cardFaces(concept, card.card_type as CardType);
  const example =
    concept.type === 'vocab'
      ? (readList(concept.example_sentences)[0] ?? null)
      : grammarCell(concept.examples);
  return csvRecord([
    concept.type === 'vocab' ? 'vocabulary' : 'grammar',
    concept.target_language || null,
    card.card_type,
    faces.front.text,
    faces.back.text,
    example,
    concept.type === 'vocab' ? concept.english_translation : concept.description,
    stateName(card.state),
    iso(card.due),
    card.scheduled_days,
    round(card.stability),
    round(card.difficulty),
    card.reps,
    card.lapses,
    iso(card.last_review),
    iso(card.created_at),
  ]);
}

/** A grammar fix is its span and the learner's labelled window, never the window as a correct sentence. */
function grammarCell(examplesJson: string): string | null {
  const { example, learnerWords } = grammarExample(examplesJson);
  return [example, learnerWords].filter(Boolean).join('; ') || null;
}

const round = (n: number) => Math.round(n * 10000) / 10000;

/**
 * Every card of the user as CSV, streamed page by page. UTF-8 with a BOM: Excel reads a file without
 * one as the system's ANSI code page (mangling é, ñ, ü), and LibreOffice, Numbers and Google Sheets all
 * accept the BOM (decision 162).
 */
export function cardsCsv(k: Executor, userId: string): Readable {
  async function* lines() {
    yield `\uFEFF${csvRecord([...CSV_COLUMNS])}`;
    for await (const page of deckPages(k, userId, { withLogs: false })) {
      let chunk = '';
      for (const concept of page.concepts) {
        for (const card of page.cards.get(concept.id) ?? []) chunk += cardRecord(concept, card);
      }
      if (chunk) yield chunk;
    }
  }
  return Readable.from(lines());
}
