/**
 * Dictionary forms a word may come from, most likely first (the word itself leads). Deliberately simple
 * suffix rules, not a morphology: each candidate is only used when the glossary has it, so a wrong guess
 * costs nothing (docs/decisions/150-vocabulary-meanings.md).
 */
type Rule = [suffix: string, replacements: string[]];

const RULES: Record<string, Rule[]> = {
  es: [
    ['ábamos', ['ar']],
    ['aron', ['ar']],
    ['ieron', ['er', 'ir']],
    ['amos', ['ar']],
    ['emos', ['er']],
    ['imos', ['ir']],
    ['aste', ['ar']],
    ['iste', ['er', 'ir']],
    ['aban', ['ar']],
    ['abas', ['ar']],
    ['aba', ['ar']],
    ['ían', ['er', 'ir']],
    ['ía', ['er', 'ir']],
    ['ando', ['ar']],
    ['iendo', ['er', 'ir']],
    ['ados', ['ar']],
    ['adas', ['ar']],
    ['ado', ['ar']],
    ['ada', ['ar']],
    ['idos', ['er', 'ir']],
    ['ido', ['er', 'ir']],
    ['ió', ['er', 'ir']],
    ['ces', ['z']],
    ['es', ['', 'e']],
    ['as', ['o', 'a', 'ar']],
    ['os', ['o']],
    ['an', ['ar']],
    ['en', ['er', 'ir']],
    ['ó', ['ar']],
    ['é', ['ar']],
    ['í', ['er', 'ir']],
    ['o', ['ar', 'er', 'ir']],
    ['a', ['o', 'ar']],
    ['e', ['er', 'ir']],
    ['s', ['']],
  ],
  fr: [
    ['issons', ['ir']],
    ['issez', ['ir']],
    ['issent', ['ir']],
    ['aient', ['er', 're']],
    ['ions', ['er', 're']],
    ['iez', ['er', 're']],
    ['ons', ['er', 're']],
    ['ent', ['er', 're']],
    ['ais', ['er', 're']],
    ['ait', ['er', 're']],
    ['ées', ['er']],
    ['ée', ['er']],
    ['és', ['er']],
    ['é', ['er']],
    ['ez', ['er']],
    ['aux', ['al']],
    ['euses', ['eux']],
    ['euse', ['eux']],
    ['ives', ['if']],
    ['ive', ['if']],
    ['es', ['e', '']],
    ['is', ['ir']],
    ['it', ['ir']],
    ['x', ['']],
    ['s', ['']],
    ['e', ['', 'er']],
  ],
  de: [
    ['est', ['', 'en']],
    ['ten', ['en', '']],
    ['te', ['en', '']],
    ['en', ['', 'e']],
    ['er', ['', 'e']],
    ['es', ['', 'e']],
    ['em', ['']],
    ['st', ['en']],
    ['e', ['', 'en']],
    ['n', ['']],
    ['s', ['']],
    ['t', ['en']],
  ],
  en: [
    ['ies', ['y']],
    ['ied', ['y']],
    ['ing', ['', 'e']],
    ['ed', ['', 'e']],
    ['es', ['', 'e']],
    ['er', ['', 'e']],
    ['est', ['', 'e']],
    ['ly', ['']],
    ['s', ['']],
  ],
};

export function lemmaCandidates(word: string, language: string): string[] {
  const w = word.trim().toLowerCase();
  const out = [w];
  const add = (c: string) => {
    if (c.length >= 2 && !out.includes(c)) out.push(c);
  };
  // German participles: gekauft → kaufen, gegangen → gangen → (no entry, harmless).
  const forms = language === 'de' && /^ge.{3,}(t|en)$/.test(w) ? [w, w.slice(2)] : [w];
  for (const form of forms) {
    add(form);
    for (const [suffix, replacements] of RULES[language] ?? []) {
      if (!form.endsWith(suffix) || form.length - suffix.length < 2) continue;
      for (const r of replacements) add(form.slice(0, -suffix.length) + r);
    }
  }
  return out;
}
