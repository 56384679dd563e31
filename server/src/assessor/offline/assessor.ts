import {
  isCertainFix,
  type AssessmentCorrection,
  type GrammarConcept,
  type InterfaceLanguage,
} from '@inkwell/contract';
import { anchorAtOffsets } from '../anchor.js';
import { fixExample, mergeGrammar, vocabFromCorrections } from '../concepts.js';
import { baseLanguage } from '../language.js';
import type { AssessmentInput, AssessmentOutcome, Assessor } from '../types.js';
import { hasOfflineChecker } from './checker.js';
import { sharedOfflineChecker, type OfflineChecker } from './checker-client.js';
import { offlineFeedback, unsupportedFeedback } from './feedback.js';
import { analysisNote, notesFields } from '../notes.js';
import { categoryTitle, explainedIssue, ruleDescription, ruleTitleIn } from './explain-issues.js';
import { explanationLanguage, explainText, languageNameIn } from './explain-text.js';
import type { CheckIssue, CheckResult } from './issue.js';
import { estimateLevelWithConfidence } from './level.js';
import { forAnchoring, markFindings, selfChecked } from './findings.js';
import { isRuleSlug, slugTitle } from './rule-titles.js';

/**
 * The default assessor: no network, no model. Harper for English, hunspell spelling for Spanish,
 * French and German, an honest note for other languages, a heuristic level estimate, and concepts
 * drawn from its own corrections.
 */
export function createOfflineAssessor(checker: OfflineChecker = sharedOfflineChecker()): Assessor {
  return {
    kind: 'offline',
    async assess(input: AssessmentInput, signal?: AbortSignal): Promise<AssessmentOutcome> {
      const notes = [analysisNote('offline.assessed')];
      let language = baseLanguage(input.targetLanguage);
      if (!language) {
        language = 'en';
        notes.push(analysisNote('offline.checked_as_english'));
      }
      // Stored text like a model's explanations: an entry analysed in Spanish keeps its Spanish.
      const words = explanationLanguage(input.nativeLanguage, input.interfaceLanguage);
      const name = languageNameIn(words, language);
      if (!hasOfflineChecker(language)) {
        notes.push(analysisNote('offline.no_checker'));
        const estimate = estimateLevelWithConfidence(input.text, 0, {
          language,
          coverage: 'none',
          words,
        });
        return {
          data: {
            feedback: unsupportedFeedback(name, words),
            corrections: [],
            student_language_level: estimate.level,
            level_justification: estimate.summary,
            vocab_concepts: [],
            grammar: [],
            assessor: 'offline',
            model: null,
            language,
            ...notesFields(notes),
          },
          anchoring: { proposed: 0, kept: 0, unanchored: 0, noop: 0, overlap: 0, tooLong: 0, capped: 0 },
        };
      }
      // English keeps its region ('en-GB'): the learner's variant decides which spellings are right. The
      // profile's regional variety names it (decision 230); none set: any standard spelling is fine.
      const variant = language !== 'en' ? language : englishVariant(input.variety, input.targetLanguage);
      const checked = await checker.check(input.text, variant, {
        user: input.userId,
        ...(signal ? { signal } : {}),
      });
      signal?.throwIfAborted();
      const result = { ...checked, issues: checked.issues.map((i) => explainedIssue(i, words)) };
      notes.push(...(result.notes ?? []));
      const anchored = await anchorAtOffsets(input.text, result.issues.map(forAnchoring));
      const stats = anchored.stats;
      const corrections = await selfChecked(
        input.text,
        markFindings(anchored.corrections, result.issues),
        (window) => checker.check(window, variant, { user: input.userId, ...(signal ? { signal } : {}) }),
        explainText(words, 'generic.selfCheck'),
      );
      signal?.throwIfAborted();
      // Only fixes are taught: flags name no right form to make a word or grammar point of.
      const fixes = corrections.filter(isCertainFix);
      const estimate = estimateLevelWithConfidence(input.text, corrections.length, {
        language,
        coverage: result.checker === 'harper' ? 'grammar' : 'spelling',
        words,
      });
      return {
        data: {
          feedback: offlineFeedback(
            name,
            result.checker === 'harper' ? 'harper' : 'hunspell',
            corrections,
            language,
            words,
          ),
          corrections,
          student_language_level: estimate.level,
          level_justification: estimate.summary,
          vocab_concepts: vocabFromCorrections(fixes, input.userId, language),
          grammar: grammarFromIssues(input.text, result, fixes, language, words),
          assessor: 'offline',
          model: null,
          language,
          ...notesFields(notes),
        },
        anchoring: stats,
      };
    },
  };
}

/**
 * One grammar concept per harper rule that fired; its examples are its fixes, each in a short window of
 * the learner's words written as a correction (never the whole sentence: see fixExample).
 */
function grammarFromIssues(
  text: string,
  result: CheckResult,
  corrections: AssessmentCorrection[],
  language: string,
  words: InterfaceLanguage,
): GrammarConcept[] {
  const concepts: GrammarConcept[] = [];
  for (const c of corrections) {
    if (c.category !== 'grammar' && c.category !== 'word_order') continue;
    const issue = result.issues.find((i: CheckIssue) => i.start === c.start && i.end === c.end);
    if (!issue) continue;
    // Tags stay English words: they name the rule, not what the learner reads.
    const title =
      ruleTitleIn(issue.rule, words) ??
      (words === 'en' ? ruleTitle(issue.rule) : categoryTitle(c.category, words));
    const own = words === 'en' ? plainText(result.rules[issue.rule] ?? '') : '';
    concepts.push({
      title,
      description: plainText(ruleDescription(issue.rule, words) ?? '') || own || c.explanation,
      examples: [fixExample(text, c)].filter((e): e is string => e !== null),
      difficulty_level: 'beginner',
      tags: ['grammar', c.category === 'word_order' ? 'word order' : ruleTitle(issue.rule).toLowerCase()],
      target_language: language,
    });
  }
  return mergeGrammar(concepts);
}

/** 'PronounVerbAgreement' → 'Pronoun verb agreement'; 'AnA' → 'A or an'; 'es-gender' → 'Noun gender'. */
export function ruleTitle(rule: string): string {
  const known = ruleTitleIn(rule, 'en');
  if (known) return known;
  if (isRuleSlug(rule)) return slugTitle(rule);
  const words = rule.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** Harper's rule descriptions are short markdown; keep the words. */
function plainText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_#>]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The English variant to check against: the profile's variety ('en-GB'), else the target language as stored. */
export function englishVariant(variety: string | null | undefined, targetLanguage: string | null): string {
  if (variety?.startsWith('en-')) return variety;
  return targetLanguage ?? 'en';
}
