import { describe, expect, it } from 'vitest';
import { checkText, OFFLINE_LANGUAGES } from '../../assessor/offline/checker.js';
import { PROMPT_BANKS } from './index.js';
import { PROMPT_BANDS } from './types.js';

describe('offline prompt banks', () => {
  it('cover every offline checker language with the same 20+ prompts per band A1–C1', () => {
    expect(Object.keys(PROMPT_BANKS).sort()).toEqual([...OFFLINE_LANGUAGES].sort());
    for (const band of PROMPT_BANDS) {
      const count = PROMPT_BANKS.en![band].length;
      expect(count).toBeGreaterThanOrEqual(20);
      for (const [language, bank] of Object.entries(PROMPT_BANKS)) {
        expect(bank[band], `${language} ${band}`).toHaveLength(count);
        expect(new Set(bank[band]).size, `${language} ${band} duplicates`).toBe(count);
      }
    }
  });

  for (const [language, bank] of Object.entries(PROMPT_BANKS)) {
    it(`passes the ${language} offline checker with no finding`, async () => {
      const findings: string[] = [];
      for (const band of PROMPT_BANDS) {
        for (const prompt of bank[band]) {
          const { issues } = await checkText(prompt, language);
          for (const issue of issues)
            findings.push(`${band} "${prompt}": ${issue.rule} ${JSON.stringify(issue)}`);
        }
      }
      expect(findings).toEqual([]);
    }, 120_000);
  }
});
