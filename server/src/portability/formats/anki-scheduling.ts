import type { SrsLog, SrsState } from '../../concepts/index.js';

/** Anki's card and revlog numbers for an FSRS card (decision 162; Anki's collection schema 11). */

const DAY_MS = 86_400_000;

export interface AnkiSchedule {
  type: number;
  queue: number;
  /** New: position; learning: epoch seconds; review: days since the collection's `crt`. */
  due: number;
  ivl: number;
  factor: number;
  left: number;
  /** Modern Anki's FSRS memory state (stability, difficulty 1–10), read when FSRS is on. */
  data: string;
}

/** `crtMs` is the collection's creation (a UTC midnight); `position` orders new cards. */
export function ankiSchedule(card: SrsState, crtMs: number, position: number): AnkiSchedule {
  const memory =
    card.state === 0 ? '' : JSON.stringify({ s: round(card.stability), d: round(card.difficulty) });
  const ivl = Math.max(1, Math.round(card.scheduled_days));
  switch (card.state) {
    case 1: // learning: intraday queue, due as a timestamp; one step left
      return {
        type: 1,
        queue: 1,
        due: Math.floor(card.due / 1000),
        ivl: 0,
        factor: 2500,
        left: 1001,
        data: memory,
      };
    case 2:
      return {
        type: 2,
        queue: 2,
        due: Math.floor((card.due - crtMs) / DAY_MS),
        ivl,
        factor: 2500,
        left: 0,
        data: memory,
      };
    case 3: // relearning keeps the interval it had
      return {
        type: 3,
        queue: 1,
        due: Math.floor(card.due / 1000),
        ivl,
        factor: 2500,
        left: 1001,
        data: memory,
      };
    default:
      return { type: 0, queue: 0, due: position, ivl: 0, factor: 2500, left: 0, data: '' };
  }
}

export interface AnkiRevlog {
  /** Epoch ms of the review (Anki's revlog id). */
  id: number;
  ease: number;
  /** Positive days, or negative seconds for a learning step. */
  ivl: number;
  lastIvl: number;
  factor: number;
  /** 0 learn, 1 review, 2 relearn. */
  type: number;
}

/**
 * Our logs hold the card as it was before each rating; the interval a rating gave is when the card was
 * next due: the next log's `due`, or the card's own `due` after the last review.
 */
export function ankiRevlogs(logs: SrsLog[], card: SrsState): AnkiRevlog[] {
  let lastIvl = 0;
  return logs.map((log, i) => {
    const nextDue = logs[i + 1]?.due ?? card.due;
    const ivl = interval(nextDue - log.review);
    const entry = {
      id: log.review,
      ease: log.rating,
      ivl,
      lastIvl,
      factor: log.state === 2 || log.state === 3 ? 2500 : 0,
      type: log.state === 2 ? 1 : log.state === 3 ? 2 : 0,
    };
    lastIvl = ivl;
    return entry;
  });
}

function interval(ms: number): number {
  if (ms >= DAY_MS) return Math.round(ms / DAY_MS);
  return -Math.max(1, Math.round(ms / 1000));
}

const round = (n: number) => Math.round(n * 10000) / 10000;
