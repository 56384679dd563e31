/**
 * npm run eval:assessor — headline: the offline assessor on real learner text
 * (../shared/eval/learner-text/*.json, eval/learner-report.ts). Then the offline assessor, and the model
 * when AI_PROVIDER is configured, against the hand-written gold set (eval/gold/*.json): span-level
 * precision, recall and F0.5, false alarms on correct sentences, and the share of proposed corrections
 * that could be anchored. The gold set was written to fit the checker; it does not predict learner text.
 */
import { createAiClient } from '../server/src/ai/provider.js';
import { createModelAssessor } from '../server/src/assessor/model-assessor.js';
import { createOfflineAssessor } from '../server/src/assessor/offline/assessor.js';
import { sharedOfflineChecker } from '../server/src/assessor/offline/checker-client.js';
import type { Assessor } from '../server/src/assessor/types.js';
import { loadConfig } from '../server/src/config.js';
import { loadGold, type GoldItem } from './gold.js';
import { reportLearnerText } from './learner-report.js';
import { emptyTally, f05, merge, precision, recall, score, type Tally } from './metrics.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function evaluate(name: string, assessor: Assessor, gold: GoldItem[]): Promise<void> {
  const byLanguage = new Map<string, Tally>();
  const misses: string[] = [];
  const started = performance.now();
  for (const item of gold) {
    const tally = byLanguage.get(item.language) ?? emptyTally();
    byLanguage.set(item.language, tally);
    try {
      const { data, anchoring } = await assessor.assess({
        text: item.text,
        targetLanguage: item.language,
        nativeLanguage: null,
        userId: 'eval',
      });
      score(tally, item.corrections, data.corrections, anchoring.proposed, anchoring.kept);
      const wanted = item.corrections.map((c) => `${c.original}→${c.corrected}`).join(', ') || '—';
      const got = data.corrections.map((c) => `${c.original}→${c.corrected}`).join(', ') || '—';
      if (wanted !== got)
        misses.push(`  [${item.language}] ${item.text}\n      gold: ${wanted}\n      got:  ${got}`);
    } catch (error) {
      tally.sentences++;
      tally.failures++;
      tally.gold += item.corrections.length;
      misses.push(
        `  [${item.language}] ${item.text}\n      failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const total = emptyTally();
  for (const t of byLanguage.values()) merge(total, t);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  console.log(`\n== ${name} — ${total.sentences} sentences in ${seconds} s ==`);
  console.log(
    'lang  sentences  gold  predicted  precision  recall  F0.5   right-fix  false alarms (correct sentences flagged)',
  );
  const row = (lang: string, t: Tally) =>
    console.log(
      [
        lang.padEnd(5),
        String(t.sentences).padStart(9),
        String(t.gold).padStart(5),
        String(t.predicted).padStart(10),
        pct(precision(t)).padStart(10),
        pct(recall(t)).padStart(7),
        f05(t).toFixed(3).padStart(5),
        `${t.rightCorrections}/${t.truePositives}`.padStart(10),
        `  ${t.falseAlarms} on ${t.correctSentencesFlagged}/${t.correctSentences}`,
      ].join(' '),
    );
  for (const [lang, t] of [...byLanguage.entries()].sort()) row(lang, t);
  row('all', total);
  console.log(
    `anchored: ${total.anchored}/${total.proposed} proposed corrections (${pct(total.proposed === 0 ? 1 : total.anchored / total.proposed)})` +
      (total.failures > 0 ? `; ${total.failures} assessments failed` : ''),
  );
  if (process.argv.includes('--verbose')) console.log(`differences from gold:\n${misses.join('\n')}`);
}

async function main(): Promise<void> {
  await reportLearnerText(
    createOfflineAssessor(),
    sharedOfflineChecker(),
    process.argv.includes('--verbose'),
  );
  if (process.argv.includes('--learner-only')) return sharedOfflineChecker().close();
  const gold = loadGold();
  const correct = gold.filter((g) => g.corrections.length === 0).length;
  console.log(
    `Gold set: ${gold.length} sentences (${correct} already correct), ${gold.reduce((n, g) => n + g.corrections.length, 0)} corrections.`,
  );
  await evaluate('offline assessor', createOfflineAssessor(), gold);
  const ai = loadConfig().ai;
  const client = createAiClient(ai);
  if (client)
    await evaluate(`model ${client.modelName} at ${client.endpoint}`, createModelAssessor(client), gold);
  else console.log('\n(model: not configured — set AI_PROVIDER, AI_BASE_URL, AI_MODEL to score a model too)');
  console.log('\nAdd --verbose to list every sentence where an assessor differs from the gold set.');
  await sharedOfflineChecker().close();
}

await main();
