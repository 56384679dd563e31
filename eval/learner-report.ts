import type { OfflineChecker } from '../server/src/assessor/offline/checker-client.js';
import type { Assessor } from '../server/src/assessor/types.js';
import {
  emptyLearnerTally,
  learnerScores,
  loadLearnerFiles,
  mergeLearner,
  scoreCorrectSentence,
  scoreSentence,
  type Edit,
  TUNING_ITEMS,
  type LearnerTally,
} from './learner-text.js';

/**
 * The headline of `npm run eval:assessor`: the offline assessor on every real learner-text file, per
 * language and group (CEFR level where the file has one), with a per-rule precision table.
 */

const f3 = (x: number) => x.toFixed(2);

async function edits(assessor: Assessor, checker: OfflineChecker, text: string, language: string) {
  const { data } = await assessor.assess({
    text,
    targetLanguage: language,
    nativeLanguage: null,
    userId: 'eval',
  });
  // The assessor's corrections carry no rule name; the checker's issue at the same span does.
  const { issues } = await checker.check(text, language);
  return data.corrections.map<Edit>((c) => ({
    start: c.start,
    end: c.end,
    corrected: c.corrected,
    rule: issues.find((i) => i.start === c.start && i.end === c.end)?.rule ?? '?',
    finding: c.finding === 'flag' ? 'flag' : 'fix',
  }));
}

export async function reportLearnerText(
  assessor: Assessor,
  checker: OfflineChecker,
  verbose: boolean,
): Promise<void> {
  // LEARNER_LANGS=es,de limits the run to some languages (quicker while tuning).
  const only = process.env.LEARNER_LANGS?.split(',');
  const files = loadLearnerFiles().filter((f) => !only || only.includes(f.language));
  if (files.length === 0) {
    console.log('(no learner text found in ../shared/eval/learner-text/)');
    return;
  }
  const rows: Array<[string, LearnerTally]> = [];
  const rules = new Map<string, { n: number; detected: number; corrected: number; onCorrect: number }>();
  const lines: string[] = [];
  for (const file of files) {
    const total = emptyLearnerTally();
    const groups = new Map<string, LearnerTally>();
    // The shared files are split (README): tune on items 0–49, report items 50–99.
    const split = !file.name.endsWith('-native.json') && !file.name.endsWith('-self.json');
    const halves = new Map<string, LearnerTally>(
      split
        ? [
            ['tune', emptyLearnerTally()],
            ['report', emptyLearnerTally()],
          ]
        : [],
    );
    for (const [index, item] of file.items.entries()) {
      const t = emptyLearnerTally();
      const half = index < TUNING_ITEMS ? 'tune' : 'report';
      const predicted = await edits(assessor, checker, item.text, file.language);
      const outcomes = scoreSentence(t, item, predicted);
      predicted.forEach((p, i) => {
        const r = rules.get(`${file.language} ${p.rule}`) ?? {
          n: 0,
          detected: 0,
          corrected: 0,
          onCorrect: 0,
        };
        r.n++;
        if (outcomes[i]!.detected) r.detected++;
        if (outcomes[i]!.corrected) r.corrected++;
        rules.set(`${file.language} ${p.rule}`, r);
        if (verbose)
          lines.push(
            `  [${file.language} ${p.rule}] ${half} ${p.finding === 'flag' ? 'flag ' : ''}${outcomes[i]!.detected ? (outcomes[i]!.corrected ? 'OK ' : 'DET') : 'FA '} ` +
              `"${item.text.slice(p.start, p.end)}"→"${p.corrected}" in: ${item.text}`,
          );
      });
      if (item.corrected !== null) {
        const onCorrect = await edits(assessor, checker, item.corrected, file.language);
        scoreCorrectSentence(t, onCorrect);
        for (const p of onCorrect) {
          const key = `${file.language} ${p.rule}`;
          const r = rules.get(key) ?? { n: 0, detected: 0, corrected: 0, onCorrect: 0 };
          r.onCorrect++;
          rules.set(key, r);
          if (verbose)
            lines.push(
              `  [${file.language} ${p.rule}] ${half} FA on corrected: "${item.corrected.slice(p.start, p.end)}"→"${p.corrected}" in: ${item.corrected}`,
            );
        }
      }
      mergeLearner(groups.get(item.group) ?? groups.set(item.group, emptyLearnerTally()).get(item.group)!, t);
      if (split) mergeLearner(halves.get(half)!, t);
    }
    for (const t of groups.values()) mergeLearner(total, t);
    rows.push([`${file.language} ${file.name}`, total]);
    for (const [half, t] of halves)
      rows.push([`   ${file.language} ${half} half (items ${half === 'tune' ? '0–49' : '50–99'})`, t]);
    if (groups.size > 1 && groups.size <= 8)
      for (const [g, t] of [...groups.entries()].sort()) rows.push([`   ${file.language} group ${g}`, t]);
  }

  console.log('\n== offline assessor on real learner text (headline) ==');
  console.log(
    'sample                              sent  gold  pred fixes  det P  det R  det F0.5  corr P  corr R  corr F0.5  false alarms /100 correct (flagged)',
  );
  for (const [name, t] of rows) {
    const s = learnerScores(t);
    const learner = t.gold > 0;
    console.log(
      [
        name.padEnd(34),
        String(t.sentences).padStart(5),
        String(t.gold).padStart(5),
        String(t.predicted).padStart(5),
        String(t.fixes).padStart(5),
        (learner ? f3(s.detection.p) : '–').padStart(6),
        (learner ? f3(s.detection.r) : '–').padStart(6),
        (learner ? f3(s.detection.f) : '–').padStart(9),
        (learner ? f3(s.correction.p) : '–').padStart(7),
        (learner ? f3(s.correction.r) : '–').padStart(7),
        (learner ? f3(s.correction.f) : '–').padStart(10),
        `  ${s.falseAlarmsPer100.toFixed(1)} (${t.correctSentencesFlagged}/${t.correctSentences})`,
      ].join(' '),
    );
  }
  if (rows.some(([name]) => name.includes('-native.json')))
    console.log(
      '(*-native.json: native reference sentences written for this project, eval/native-reference/; they count false alarms only. English learner text is held out, not in this folder.)',
    );
  if (rows.some(([name]) => name.includes('-self.json')))
    console.log(
      '(*-self.json: learner-style sentences with annotated mistakes WRITTEN FOR THIS PROJECT, eval/self-written/ (decision 309); not learner text.)',
    );
  console.log(
    '(corr P: share of offered fixes that are the reference’s; flags count for detection only. Tune on items 0–49, quote the report half.)',
  );
  console.log(
    '\nper rule (learner sentences: detected / corrected of proposed; edits on the corrected versions)',
  );
  console.log('rule                                   proposed  det P  corr P  on-correct');
  for (const [rule, r] of [...rules.entries()].sort()) {
    console.log(
      [
        rule.padEnd(38),
        String(r.n).padStart(8),
        (r.n ? f3(r.detected / r.n) : '–').padStart(6),
        (r.n ? f3(r.corrected / r.n) : '–').padStart(7),
        String(r.onCorrect).padStart(11),
      ].join(' '),
    );
  }
  if (verbose)
    console.log(
      `\nlearner-text edits (OK corrected, DET detected only, FA false alarm):\n${lines.join('\n')}`,
    );
}
