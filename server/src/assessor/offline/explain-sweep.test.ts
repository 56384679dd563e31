import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkText } from './checker.js';

/**
 * Every finding of the hunspell languages' rules says its explanation through the catalogs (decision
 * 303), swept over the gold set's learner sentences: a rule that passes a plain English string would
 * leave English for a learner reading another language. English is left out: Harper's own lints are
 * English by design there. The gold set has no Italian or Portuguese sentences.
 */
const gold = (language: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../../../eval/gold/${language}.json`, import.meta.url), 'utf8')) as {
      items: Array<{ text: string }>;
    }
  ).items.map((i) => i.text);

describe('offline findings carry catalog messages', () => {
  it.each(['de', 'es', 'fr'])(
    '%s: every finding on the gold set has one',
    async (language) => {
      const bare: string[] = [];
      for (const text of gold(language))
        for (const issue of (await checkText(text, language)).issues)
          if (!issue.message) bare.push(`${issue.rule}: ${issue.explanation}`);
      expect(bare).toEqual([]);
    },
    60_000,
  );
});
