import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PassThrough, Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import yazl from 'yazl';
import type { Executor } from '../../db/executor.js';
import { readList } from '../../concepts/index.js';
import { grammarExample, vocabMeaning } from '../../concepts/index.js';
import {
  COLLECTION_SQL,
  GRAMMAR_TYPE,
  VOCAB_TYPE,
  collectionJson,
  speakingType,
  templateOrd,
  type NoteType,
} from './anki-collection.js';
import { ankiSpeechLocale } from './anki-speech.js';
import { betweenPages } from '../export-limits.js';
import { ankiRevlogs, ankiSchedule } from './anki-scheduling.js';
import { deckPages, type ConceptRow } from './source.js';

const DAY_MS = 86_400_000;
/** Concepts per page: with their cards and review logs, one page is read and written in a few ms. */
const ANKI_PAGE = 25;

/**
 * The vocabulary and grammar decks as an Anki package (decision 162): a schema-11 collection written
 * with better-sqlite3 into a temporary file (so memory stays one page of concepts), then zipped with
 * yazl as `collection.anki2` plus an empty `media` map. The temporary folder goes when the stream ends.
 */
export async function ankiPackage(k: Executor, userId: string, now: number): Promise<Readable> {
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-apkg-'));
  const file = join(dir, 'collection.anki2');
  try {
    await writeCollection(k, userId, now, file);
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const zip = new yazl.ZipFile();
  zip.addFile(file, 'collection.anki2');
  zip.addBuffer(Buffer.from('{}'), 'media');
  zip.end();
  const out = zip.outputStream as unknown as PassThrough;
  const cleanup = () => void rm(dir, { recursive: true, force: true });
  out.once('end', cleanup);
  out.once('close', cleanup);
  return out;
}

export async function writeCollection(k: Executor, userId: string, now: number, file: string) {
  const first = await k
    .selectFrom('cards')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // The collection "began" on the UTC day of the first card, so every review due is a day number ≥ 0.
  const crt = Math.floor(Math.min(now, Number(first?.first ?? now)) / DAY_MS) * DAY_MS;
  const profile = await k
    .selectFrom('profiles')
    .select('variety')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const noteTypes = noteTypesByLanguage(profile?.variety ?? null);
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(COLLECTION_SQL);
    const w = writer(db, Math.floor(now / 1000));
    let position = 0;
    // Small pages: each page's reads and writes run in one turn of the event loop (issue 21).
    for await (const page of deckPages(k, userId, { withLogs: true, pageSize: ANKI_PAGE })) {
      // The page was read in one turn of the event loop; it is written in the next.
      await betweenPages();
      db.transaction(() => {
        for (const concept of page.concepts) {
          const cards = page.cards.get(concept.id) ?? [];
          if (cards.length === 0) continue;
          const type = noteTypes.of(concept);
          const nid = w.note(concept, type);
          for (const card of cards) {
            const sched = ankiSchedule(card, crt, position++);
            const cid = w.card(
              card.created_at,
              nid,
              type.deckId,
              templateOrd(type, card.card_type),
              card,
              sched,
            );
            for (const log of ankiRevlogs(page.logs.get(card.id) ?? [], card)) w.revlog(cid, log);
          }
        }
      })();
    }
    const json = collectionJson(Math.floor(now / 1000), position, noteTypes.used());
    db.prepare(`insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)`).run(
      crt / 1000,
      now,
      now,
      json.conf,
      json.models,
      json.decks,
      json.dconf,
      json.tags,
    );
  } finally {
    db.close();
  }
}

/**
 * The note type of each concept: one per target language, read aloud in that language (in the learner's
 * regional variety when it is of that language); concepts without a language keep the silent types.
 */
function noteTypesByLanguage(variety: string | null) {
  const types = new Map<string, NoteType>();
  return {
    of(concept: ConceptRow): NoteType {
      const base = concept.type === 'vocab' ? VOCAB_TYPE : GRAMMAR_TYPE;
      const language = concept.target_language;
      const key = `${base.id}:${language ?? ''}`;
      let type = types.get(key);
      if (!type) {
        type = language ? speakingType(base, language, ankiSpeechLocale(language, variety)) : base;
        types.set(key, type);
      }
      return type;
    },
    /** The types the notes use; the two silent ones when there are no notes (Anki wants a note type). */
    used(): NoteType[] {
      return types.size ? [...types.values()].sort((a, b) => a.id - b.id) : [VOCAB_TYPE, GRAMMAR_TYPE];
    },
  };
}

/** Inserts with Anki's millisecond ids (the time a note, card or review was made). */
function writer(db: SQLite.Database, modSeconds: number) {
  const insertNote = db.prepare(`insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')`);
  const insertCard = db.prepare(
    `insert into cards values (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)`,
  );
  const insertLog = db.prepare(`insert into revlog values (?, ?, -1, ?, ?, ?, ?, 0, ?)`);
  // A taken id (cards or reviews made in the same millisecond) moves past the last id taken within the
  // next day: one indexed lookup instead of a retry per colliding row.
  const nextFree = (table: string) =>
    db.prepare(`select max(id) + 1 as id from ${table} where id >= ? and id < ?`);
  const next = { notes: nextFree('notes'), cards: nextFree('cards'), revlog: nextFree('revlog') };
  const unique = (table: keyof typeof next, id: number, run: (id: number) => void): number => {
    for (let at = id; ;) {
      try {
        run(at);
        return at;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw err;
        at = (next[table].get(at, at + DAY_MS) as { id: number }).id;
      }
    }
  };
  return {
    note(concept: ConceptRow, type: NoteType): number {
      const fields = noteFields(concept).map(html);
      const tags = ` inkwell ${concept.type}${concept.target_language ? ` ${concept.target_language}` : ''} `;
      return unique('notes', concept.created_at, (id) =>
        insertNote.run(
          id,
          guid(concept.id),
          type.id,
          modSeconds,
          tags,
          fields.join('\x1f'),
          fields[0],
          checksum(fields[0]!),
        ),
      );
    },
    card(
      createdAt: number,
      nid: number,
      did: number,
      ord: number,
      card: { reps: number; lapses: number },
      s: ReturnType<typeof ankiSchedule>,
    ): number {
      return unique('cards', createdAt, (id) =>
        insertCard.run(
          id,
          nid,
          did,
          ord,
          modSeconds,
          s.type,
          s.queue,
          s.due,
          s.ivl,
          s.factor,
          card.reps,
          card.lapses,
          s.left,
          s.data,
        ),
      );
    },
    revlog(cid: number, log: ReturnType<typeof ankiRevlogs>[number]) {
      unique('revlog', log.id, (id) =>
        insertLog.run(id, cid, log.ease, log.ivl, log.lastIvl, log.factor, log.type),
      );
    },
  };
}

/** Field values in the note type's order (VOCAB_TYPE / GRAMMAR_TYPE `fields`). */
export function noteFields(c: ConceptRow): string[] {
  if (c.type === 'vocab') {
    const example = readList(c.example_sentences)[0] ?? '';
    return [c.word ?? c.key, vocabMeaning(c) ?? '', example, c.romanization ?? '', c.pos ?? ''];
  }
  // Example holds only what was checked (the fixed span); Mistake the learner's window, labelled as theirs.
  const { example, learnerWords } = grammarExample(c.examples);
  return [c.title ?? c.key, c.description ?? '', example ?? '', learnerWords ?? ''];
}

/** Anki fields are HTML: our text is escaped, line breaks become <br>. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** A stable guid per concept, so importing a newer export updates the notes instead of duplicating them. */
function guid(conceptId: string): string {
  return `ink${createHash('sha1').update(conceptId).digest('base64url').slice(0, 10)}`;
}

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the first field without HTML. */
function checksum(field: string): number {
  const plain = field
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return parseInt(createHash('sha1').update(plain).digest('hex').slice(0, 8), 16);
}
