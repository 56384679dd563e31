#!/usr/bin/env node
// Builds server/glossary/<from>-<to>.json, the offline word meanings (decision 150), from the
// FreeDict dictionaries in dictd format (Debian: apt-get download dict-freedict-spa-eng … and unpack).
// Usage: node scripts/build-glossary.mjs [/usr/share/dictd] [out-dir]. Run by hand when FreeDict is
// updated; the output is committed, so nothing is fetched when the app builds or runs.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = process.argv[2] ?? '/usr/share/dictd';
const OUT = process.argv[3] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'glossary');

/** FreeDict name → our pair (ISO 639-1 codes, the ones the app's languages use). */
const PAIRS = {
  'spa-eng': 'es-en',
  'fra-eng': 'fr-en',
  'deu-eng': 'de-en',
  'eng-spa': 'en-es',
  'eng-fra': 'en-fr',
  'eng-deu': 'en-de',
  'spa-deu': 'es-de',
  'deu-spa': 'de-es',
  'fra-deu': 'fr-de',
  'deu-fra': 'de-fr',
  'fra-spa': 'fr-es',
};

const MAX_WORDS = 3; // learners' cards are words and short phrases
const MAX_HEADWORD = 40;
const MAX_GLOSS = 80;

/** A hunspell speller over a dictionary package: the big German pairs keep only words it accepts. */
async function speller(pkg) {
  const { default: nspell } = await import('nspell');
  const { default: dict } = await import(pkg);
  const spell = nspell(dict);
  const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);
  return (w) => !/\s/.test(w) && (spell.correct(w) || spell.correct(cap(w)));
}

/**
 * Ding-derived entries (de-en, en-de) list one sense per entry: rank the main ones (with examples or
 * inflection links) before usage notes and domain jargon, so "müde" reads "tired", not "tame".
 */
function rank(body) {
  let score = 0;
  if (/^\s+"/m.test(body)) score += 2;
  if (/^\s*see:/m.test(body)) score += 2;
  if (/^\s*Note:/m.test(body)) score -= 2;
  if (/^\s*\[[^\]]+\]/m.test(body.split('\n')[1] ?? '')) score -= 1;
  return score;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const num = (s) => [...s].reduce((n, ch) => n * 64 + B64.indexOf(ch), 0);

/** The first line of each sense: the translations (WikDict entries follow it with a definition). */
function gloss(body) {
  const lines = body.split('\n').slice(1);
  const senses = [];
  let expectNew = true;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      expectNew = true;
      continue;
    }
    if (/^(Synonyms?|see|Note|Notes?|Antonyms?):/i.test(line)) continue;
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (numbered) senses.push(numbered[1]);
    else if (expectNew && senses.length === 0) senses.push(line);
    expectNew = false;
    if (senses.length >= 2) break;
  }
  const text = senses
    .map((s) =>
      s
        .replace(/<[^>]*>/g, '')
        .replace(/\[[^\]]*\]/g, '')
        .replace(/\/[^/]*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s+,/g, ',')
        .trim(),
    )
    .map((s) => s.replace(/\s\d+\.\s*$/, '').replace(/\s\d+\.\s/g, ', '))
    .filter(Boolean)
    .map((s) =>
      s
        .split(/,\s*/)
        .map((w) => w.replace(/\s+\p{L}{1,5}\.$/u, '')) // trailing abbreviations: "apartment apt."
        .filter((w) => w && !/\d/.test(w) && !/^\p{L}{1,5}\.$/u.test(w)) // "L8R", "poss."
        .slice(0, 4)
        .join(', '),
    )
    .filter(Boolean);
  const out = [...new Set(text)].join('; ');
  return out.length > MAX_GLOSS
    ? out.slice(0, out.lastIndexOf(',', MAX_GLOSS) > 0 ? out.lastIndexOf(',', MAX_GLOSS) : MAX_GLOSS)
    : out;
}

function build(name, keep) {
  const index = join(SRC, `freedict-${name}.index`);
  if (!existsSync(index)) return null;
  const dict = gunzipSync(readFileSync(join(SRC, `freedict-${name}.dict.dz`))).toString('utf8');
  const bytes = Buffer.from(dict, 'utf8');
  const found = new Map();
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const [head, off, len] = line.split('\t');
    if (!head || !off || head.startsWith('00database')) continue;
    const body = bytes.subarray(num(off), num(off) + num(len)).toString('utf8');
    const meaning = gloss(body);
    if (!meaning) continue;
    // "anticipado, anticipada" names both forms of one entry.
    for (const form of head.split(/,\s*/)) {
      const key = form.trim().toLowerCase();
      if (!key || key.length > MAX_HEADWORD || key.split(/\s+/).length > MAX_WORDS) continue;
      if (keep && !keep(key)) continue;
      const list = found.get(key) ?? [];
      list.push({ meaning, score: rank(body), at: list.length });
      found.set(key, list);
    }
  }
  const out = new Map();
  for (const [key, list] of found) {
    // Among equals the shorter gloss first: the plain everyday sense, not the jargon.
    list.sort((a, b) => b.score - a.score || a.meaning.length - b.meaning.length || a.at - b.at);
    const parts = [];
    for (const { meaning } of list) {
      if (parts.includes(meaning)) continue;
      if (parts.length >= 3) break;
      if (parts.length && parts.join('; ').length + meaning.length > MAX_GLOSS) continue;
      parts.push(meaning);
    }
    out.set(key, parts.join('; '));
  }
  return Object.fromEntries([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Compact subsets: German keeps the words its spelling dictionary lists as stems (no rare compounds);
 * English → German keeps the English words the smaller FreeDict pairs (a core vocabulary) know.
 */
const german = await speller('dictionary-de');
const coreEnglish = new Set(['eng-spa', 'eng-fra'].flatMap((n) => Object.keys(build(n) ?? {})));
const KEEP = {
  'deu-eng': german,
  'eng-deu': (w) => coreEnglish.has(w),
};

/**
 * Words a pair lacks that the opposite pair uses as translations: "ir" missing from es-en but given
 * for "go" in en-es reads "go". Fills gaps of the small FreeDict pairs; never replaces an entry.
 */
function fillFromReverse(entries, reverse) {
  const found = new Map();
  for (const [head, gloss] of Object.entries(reverse)) {
    for (const t of gloss.split(/[;,]\s*/)) {
      const key = t.trim().toLowerCase();
      if (!key || /\s/.test(key) || Object.hasOwn(entries, key)) continue;
      const list = found.get(key) ?? [];
      if (list.length < 3 && !list.includes(head)) list.push(head);
      found.set(key, list);
    }
  }
  for (const [key, heads] of found) entries[key] = heads.join(', ');
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const reverseName = (name) => name.split('-').reverse().join('-');

/**
 * The licence of each dictionary's data, as its Debian package's copyright file states it
 * (usr/share/doc/dict-freedict-<pair>/copyright). A pair is filled only from a reverse pair under the same
 * licence, so each output file is one work under one licence: CC BY-SA 3.0 is not compatible with the
 * GPL, so spa-deu (GPL-2+) is never filled from deu-spa (CC BY-SA 3.0) or the other way round.
 */
const LICENCE = {
  'spa-eng': 'GPL-2+',
  'eng-spa': 'GPL-2+',
  'fra-eng': 'GPL-2+',
  'eng-fra': 'GPL-2+',
  'spa-deu': 'GPL-2+',
  'deu-eng': 'GPL-3+',
  'eng-deu': 'GPL-3+',
  'deu-spa': 'CC-BY-SA-3.0',
  'fra-deu': 'CC-BY-SA-3.0',
  'deu-fra': 'CC-BY-SA-3.0',
  'fra-spa': 'CC-BY-SA-3.0',
};

mkdirSync(OUT, { recursive: true });
for (const [name, pair] of Object.entries(PAIRS)) {
  let entries = build(name, KEEP[name]);
  if (!entries) {
    console.log(`${name}: not found in ${SRC}, skipped`);
    continue;
  }
  const own = Object.keys(entries).length;
  const other = reverseName(name);
  let note = `${LICENCE[name]}, ${name} only`;
  // Only the small pairs: the big German ones are complete enough and would only grow.
  if (own < 20000 && PAIRS[other]) {
    const reverse = LICENCE[other] === LICENCE[name] ? build(other, KEEP[other]) : null;
    if (reverse) {
      entries = fillFromReverse(entries, reverse);
      note = `${LICENCE[name]}, ${own} from ${name}, the rest filled from ${other}`;
    } else note = `${LICENCE[name]}, ${name} only (${other} is ${LICENCE[other]}: not mixed in)`;
  }
  const file = join(OUT, `${pair}.json`);
  writeFileSync(file, JSON.stringify(entries) + '\n');
  console.log(`${pair}: ${Object.keys(entries).length} entries (${note})`);
}
