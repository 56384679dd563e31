/**
 * The empty Anki collection (schema 11, the `.anki2` file every Anki version imports) and the JSON of
 * its `col` row: two note types and the decks `Inkwell::Vocabulary` and `Inkwell::Grammar`.
 * Written from Anki's documented schema; field and template names are ours.
 */

export const COLLECTION_SQL = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

export interface NoteType {
  id: number;
  name: string;
  fields: string[];
  /** One template per Inkwell card type, in `ord` order. */
  templates: Template[];
  deckId: number;
}

interface Template {
  cardType: string;
  name: string;
  front: string;
  back: string;
  /** The target-language field Anki reads aloud on each side; never the answer on the question side. */
  speak?: { front?: string; back?: string };
}

const CSS = `.card { font-family: system-ui, sans-serif; font-size: 22px; text-align: center; }
.hint { color: #666; font-size: 16px; } .example { font-style: italic; margin-top: 1em; }`;

const hint = (field: string) => `{{#${field}}}<div class="hint">{{${field}}}</div>{{/${field}}}`;
const example = `{{#Example}}<div class="example">{{Example}}</div>{{/Example}}`;

export const DECK_IDS = { parent: 1_700_000_000_001, vocab: 1_700_000_000_002, grammar: 1_700_000_000_003 };

export const VOCAB_TYPE: NoteType = {
  id: 1_700_000_000_101,
  name: 'Inkwell vocabulary',
  fields: ['Word', 'Translation', 'Example', 'Romanization', 'Part of speech'],
  deckId: DECK_IDS.vocab,
  templates: [
    {
      cardType: 'recognition',
      name: 'Recognition',
      front: `{{Word}}${hint('Romanization')}`,
      back: `{{Translation}}${example}`,
      speak: { front: 'Word', back: 'Example' },
    },
    {
      cardType: 'recall',
      name: 'Recall',
      front: '{{Translation}}',
      back: `{{Word}}${hint('Romanization')}${example}`,
      speak: { back: 'Word' },
    },
    {
      cardType: 'spelling',
      name: 'Spelling',
      front: '{{Translation}}<br>{{type:Word}}',
      back: `{{Word}}`,
      speak: { back: 'Word' },
    },
    {
      cardType: 'context',
      name: 'Context',
      front: '{{Example}}',
      back: `{{Word}}: {{Translation}}`,
      speak: { front: 'Example', back: 'Word' },
    },
  ],
};

export const GRAMMAR_TYPE: NoteType = {
  id: 1_700_000_000_102,
  name: 'Inkwell grammar',
  fields: ['Rule', 'Explanation', 'Example', 'Mistake'],
  deckId: DECK_IDS.grammar,
  templates: [
    {
      cardType: 'recognition',
      name: 'Recognition',
      front: `{{Example}}${hint('Mistake')}`,
      back: `{{Rule}}${hint('Explanation')}`,
      speak: { front: 'Example' },
    },
    {
      cardType: 'context',
      name: 'Context',
      front: `{{Rule}}${hint('Mistake')}`,
      back: `{{Example}}${hint('Explanation')}`,
      speak: { back: 'Example' },
    },
    {
      cardType: 'recall',
      name: 'Recall',
      front: '{{Explanation}}',
      back: `{{Rule}}${example}`,
      speak: { back: 'Example' },
    },
  ],
};

/**
 * The note type for concepts of one target language: the same fields and templates with Anki's own
 * text-to-speech tags (`{{tts es_MX:Word}}`, Anki 2.1.20+; older versions show nothing for them). Its id
 * is derived from the language, so a later export of the same deck updates its notes in place.
 */
export function speakingType(base: NoteType, language: string, locale: string): NoteType {
  const tts = (field: string | undefined) =>
    field ? `{{#${field}}}{{tts ${locale}:${field}}}{{/${field}}}` : '';
  return {
    ...base,
    id: base.id + 1000 * languageNumber(language),
    name: `${base.name} (${locale.replace('_', '-')})`,
    templates: base.templates.map((t) => ({
      ...t,
      front: t.front + tts(t.speak?.front),
      back: t.back + tts(t.speak?.back),
    })),
  };
}

/** A distinct positive number per language code (2–3 letters, read in base 36). */
function languageNumber(language: string): number {
  return (
    parseInt(
      language
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 3),
      36,
    ) || 1
  );
}

/** Template `ord` of an Inkwell card type; a type the note type lacks falls back to its first. */
export function templateOrd(type: NoteType, cardType: string): number {
  return Math.max(
    0,
    type.templates.findIndex((t) => t.cardType === cardType),
  );
}

function model(type: NoteType, modSeconds: number) {
  return {
    id: type.id,
    name: type.name,
    type: 0,
    mod: modSeconds,
    usn: -1,
    sortf: 0,
    did: type.deckId,
    tmpls: type.templates.map((t, ord) => ({
      name: t.name,
      ord,
      qfmt: t.front,
      afmt: `{{FrontSide}}<hr id="answer">${t.back}`,
      bqfmt: '',
      bafmt: '',
      did: null,
    })),
    flds: type.fields.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: CSS,
    latexPre: '\\documentclass[12pt]{article}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // Each template needs its first field that the front shows (Anki's card-generation rule).
    req: type.templates.map((t, ord) => [
      ord,
      'any',
      [
        Math.max(
          0,
          type.fields.findIndex((f) => t.front.includes(`{{${f}}}`) || t.front.includes(`:${f}}}`)),
        ),
      ],
    ]),
    tags: [],
    vers: [],
  };
}

function deck(id: number, name: string, modSeconds: number) {
  return {
    id,
    name,
    mod: modSeconds,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

/** The `col` row's JSON columns, with the note types the notes use. */
export function collectionJson(modSeconds: number, nextPos: number, types: readonly NoteType[]) {
  const decks = Object.fromEntries(
    [
      deck(1, 'Default', modSeconds),
      deck(DECK_IDS.parent, 'Inkwell', modSeconds),
      deck(DECK_IDS.vocab, 'Inkwell::Vocabulary', modSeconds),
      deck(DECK_IDS.grammar, 'Inkwell::Grammar', modSeconds),
    ].map((d) => [String(d.id), d]),
  );
  const models = Object.fromEntries(types.map((t) => [String(t.id), model(t, modSeconds)]));
  const dconf = {
    1: {
      id: 1,
      name: 'Default',
      mod: 0,
      usn: 0,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: { delays: [1, 10], ints: [1, 4, 0], initialFactor: 2500, order: 1, perDay: 20, bury: false },
      rev: { perDay: 200, ease4: 1.3, ivlFct: 1, maxIvl: 36500, bury: false, hardFactor: 1.2 },
      lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 1 },
    },
  };
  const conf = {
    nextPos,
    estTimes: true,
    activeDecks: [1],
    sortType: 'noteFld',
    timeLim: 0,
    sortBackwards: false,
    addToCur: true,
    curDeck: 1,
    newSpread: 0,
    dueCounts: true,
    curModel: VOCAB_TYPE.id,
    collapseTime: 1200,
  };
  return {
    conf: JSON.stringify(conf),
    models: JSON.stringify(models),
    decks: JSON.stringify(decks),
    dconf: JSON.stringify(dconf),
    tags: '{}',
  };
}
