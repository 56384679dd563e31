/**
 * "Use your due words" (issue 25): which of the learner's due words a text uses, in any inflected form.
 * Pure and shared, so the New Entry page highlights while typing exactly what the assessment later
 * counts as a use. Case- and accent-insensitive: "esta" is a use of "está" (a missing accent is then
 * the assessor's correction to make, and a corrected use counts as a lapse). Forms are the word's
 * regular inflections, generated here, plus the irregular ones the server knows from its tables.
 */

/** Lower case, without accents or umlauts (ä → a, so German umlaut plurals match their stem), ß → ss. */
export function foldWord(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

const suffixed = (stem: string, endings: string) => endings.split(' ').map((e) => stem + e);

/** The -s form of an English word: goes, teaches, flies. */
function englishS(w: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(w)) return `${w}es`;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  return `${w}s`;
}

/** A short word ending consonant-vowel-consonant doubles its last letter: stop → stopped, big → bigger. */
const doubles = (w: string) => /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w);

function english(w: string): string[] {
  const y = /[^aeiou]y$/.test(w);
  const e = w.endsWith('e') && !w.endsWith('ee');
  const base = doubles(w) ? w + w.slice(-1) : w;
  const stem = e ? w.slice(0, -1) : y ? `${w.slice(0, -1)}i` : base;
  const ing = w.endsWith('ie') ? `${w.slice(0, -2)}ying` : `${e ? stem : base}ing`;
  return [englishS(w), `${stem}ed`, ing, `${stem}er`, `${stem}est`, `${w}'s`];
}

/** Spanish: a regular -ar/-er/-ir verb's conjugation (reflexive -se too), or a noun/adjective's plural and gender. */
function spanish(w: string): string[] {
  const verb = /^(.+?)(ar|er|ir)(se)?$/.exec(w);
  if (verb && w.length > 3) {
    const [, stem, ending] = verb as unknown as [string, string, 'ar' | 'er' | 'ir'];
    const infinitive = stem + ending;
    const future = suffixed(infinitive, 'é ás á emos éis án ía ías íamos íais ían');
    const ar = ending === 'ar';
    const forms = ar
      ? 'o as a amos áis an é aste ó asteis aron aba abas ábamos abais aban e es emos éis en ando ado ada ados adas ad'
      : `o es e ${ending === 'er' ? 'emos éis' : 'imos ís'} en í iste ió imos isteis ieron ía ías íamos íais ían ` +
        'a as amos áis an iendo ido ida idos idas ed id';
    return [infinitive, ...future, ...suffixed(stem, forms)];
  }
  if (w.endsWith('z')) return [`${w.slice(0, -1)}ces`];
  if (w.endsWith('o')) return suffixed(w.slice(0, -1), 'a os as');
  if (/[aeiouáéí]$/.test(w)) return [`${w}s`];
  return [`${w}es`, `${w}a`, `${w}as`];
}

/** German: a verb's present, past and participle, or the endings of nouns and adjectives (umlauts fold away). */
function german(w: string): string[] {
  const verb = /^(.+?)(e?n)$/.exec(w);
  const forms = suffixed(w, 'e en n er es s em ern');
  if (verb && w.length > 4) {
    const stem = verb[1]!;
    const joint = /[td]$/.test(stem) ? 'e' : '';
    const endings = `e st t en te test ten tet`.replace(/\b(st|t|te|test|ten|tet)\b/g, (e) => joint + e);
    forms.push(...suffixed(stem, `${endings} end`), `ge${stem}${joint}t`, `${stem}${joint}et`);
  }
  return forms;
}

/** French: a regular -er/-ir/-re verb's conjugation, or a noun/adjective's plural and feminine. */
function french(w: string): string[] {
  const verb = /^(.+?)(er|ir|re)$/.exec(w);
  const forms = suffixed(w, 's x e es');
  if (w.endsWith('al')) forms.push(`${w.slice(0, -2)}aux`);
  if (w.endsWith('eux')) forms.push(...suffixed(w.slice(0, -1), 'se ses'));
  if (w.endsWith('if')) forms.push(...suffixed(w.slice(0, -1), 've ves'));
  if (verb && w.length > 3) {
    const [, stem, ending] = verb as unknown as [string, string, 'er' | 'ir' | 're'];
    const future = suffixed(ending === 're' ? `${stem}r` : w, 'ai as a ons ez ont ais ait ions iez aient');
    const own =
      ending === 'er'
        ? 'e es ons ez ent é ée és ées ais ait ions iez aient ant a as âmes èrent'
        : ending === 'ir'
          ? 'is it issons issez issent i ie ies issais issait issions issiez issaient issant'
          : 's d ons ez ent u ue us ues ais ait ions iez aient ant it irent';
    // Manger keeps its soft g before a and o: mangeons, mangeait (ç folds to c, so commencer needs nothing).
    const soft = ending === 'er' && stem.endsWith('g');
    forms.push(...future, ...own.split(' ').map((e) => stem + (soft && /^[aâo]/.test(e) ? 'e' : '') + e));
  }
  return forms;
}

/** Italian and Portuguese: plurals and gender only. */
const romance = (w: string) =>
  /[oa]$/.test(w) ? suffixed(w.slice(0, -1), 'o a i e os as') : [`${w}s`, `${w}es`];

const GENERATORS: Record<string, (w: string) => string[]> = {
  en: english,
  es: spanish,
  de: german,
  fr: french,
  it: romance,
  pt: romance,
};

/**
 * Every form of `word` the matcher accepts, folded: the word, its regular inflections in `language`,
 * and `known` (irregular forms from the server's tables). A phrase inflects its first word
 * ("darse cuenta" → "me di cuenta" is beyond it; "darse cuenta" → "daba cuenta" is not).
 */
export function dueWordForms(word: string, language: string, known: readonly string[] = []): string[] {
  const folded = foldWord(word.trim()).replace(/\s+/g, ' ');
  const [head = '', ...rest] = folded.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const generated = (GENERATORS[language]?.(head) ?? []).map((f) => foldWord(f) + tail);
  return [...new Set([folded, ...generated, ...known.map(foldWord)])].filter((f) => f !== '');
}

/** One use of a due word in a text: UTF-16 offsets, `text.slice(start, end)` is what the learner wrote. */
export interface DueWordUse {
  id: string;
  start: number;
  end: number;
}

interface Token {
  folded: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{M}]+/gu)].map((m) => ({
    folded: foldWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * Where `text` uses each word: `words` carry their folded forms (dueWordForms). Whole words only, so
 * "casa" is no use of "cas"; a phrase's words must follow one another.
 */
export function findDueWordUses(
  text: string,
  words: readonly { id: string; forms: readonly string[] }[],
): DueWordUse[] {
  const toks = tokens(text);
  const uses: DueWordUse[] = [];
  for (const word of words) {
    const forms = word.forms.map((f) =>
      foldWord(f)
        .split(/[^\p{L}\p{M}]+/u)
        .filter(Boolean),
    );
    for (let i = 0; i < toks.length; i++) {
      const match = forms.find(
        (parts) => parts.length > 0 && parts.every((p, j) => toks[i + j]?.folded === p),
      );
      if (match) uses.push({ id: word.id, start: toks[i]!.start, end: toks[i + match.length - 1]!.end });
    }
  }
  return uses.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
}
