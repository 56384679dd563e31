import { isCertainFix, type AssessmentCorrection, type GrammarConcept } from '@inkwell/contract';
import { anchorAtOffsets } from '../anchor.js';
import { fixExample, mergeGrammar, vocabFromCorrections } from '../concepts.js';
import { baseLanguage, languageName } from '../language.js';
import type { AssessmentInput, AssessmentOutcome, Assessor } from '../types.js';
import { hasOfflineChecker } from './checker.js';
import { sharedOfflineChecker, type OfflineChecker } from './checker-client.js';
import { NO_OFFLINE_CHECKER, offlineFeedback, unsupportedFeedback } from './feedback.js';
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
      const notes = ['Assessed offline, without an AI model.'];
      let language = baseLanguage(input.targetLanguage);
      if (!language) {
        language = 'en';
        notes.push('No target language was set, so the entry was checked as English.');
      }
      const name = languageName(language);
      if (!hasOfflineChecker(language)) {
        notes.push(NO_OFFLINE_CHECKER);
        const estimate = estimateLevelWithConfidence(input.text, 0, { language, coverage: 'none' });
        return {
          data: {
            feedback: unsupportedFeedback(name),
            corrections: [],
            student_language_level: estimate.level,
            level_justification: estimate.summary,
            vocab_concepts: [],
            grammar: [],
            assessor: 'offline',
            model: null,
            language,
            notes,
          },
          anchoring: { proposed: 0, kept: 0, unanchored: 0, noop: 0, overlap: 0, tooLong: 0, capped: 0 },
        };
      }
      // English keeps its region ('en-GB'): the learner's variant decides which spellings are right. The
      // profile's regional variety names it (decision 230); none set: any standard spelling is fine.
      const variant = language !== 'en' ? language : englishVariant(input.variety, input.targetLanguage);
      const result = await checker.check(input.text, variant, {
        user: input.userId,
        ...(signal ? { signal } : {}),
      });
      signal?.throwIfAborted();
      notes.push(...(result.notes ?? []));
      const anchored = await anchorAtOffsets(input.text, result.issues.map(forAnchoring));
      const stats = anchored.stats;
      const corrections = await selfChecked(
        input.text,
        markFindings(anchored.corrections, result.issues),
        (window) => checker.check(window, variant, { user: input.userId, ...(signal ? { signal } : {}) }),
      );
      signal?.throwIfAborted();
      // Only fixes are taught: flags name no right form to make a word or grammar point of.
      const fixes = corrections.filter(isCertainFix);
      const estimate = estimateLevelWithConfidence(input.text, corrections.length, {
        language,
        coverage: result.checker === 'harper' ? 'grammar' : 'spelling',
      });
      return {
        data: {
          feedback: offlineFeedback(
            name,
            result.checker === 'harper' ? 'harper' : 'hunspell',
            corrections,
            language,
          ),
          corrections,
          student_language_level: estimate.level,
          level_justification: estimate.summary,
          vocab_concepts: vocabFromCorrections(fixes, input.userId, language),
          grammar: grammarFromIssues(input.text, result, fixes, language),
          assessor: 'offline',
          model: null,
          language,
          notes,
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
): GrammarConcept[] {
  const concepts: GrammarConcept[] = [];
  for (const c of corrections) {
    if (c.category !== 'grammar' && c.category !== 'word_order') continue;
    const issue = result.issues.find((i: CheckIssue) => i.start === c.start && i.end === c.end);
    if (!issue) continue;
    concepts.push({
      title: ruleTitle(issue.rule),
      description: plainText(result.rules[issue.rule] ?? '') || c.explanation,
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
  const known: Record<string, string> = {
    AnA: 'A or an',
    RepeatedWords: 'Repeated words',
    RegularIrregulars: 'Irregular verb forms',
    SimplePastToPastParticiple: 'Past participle after have',
    DidPast: 'Base verb after did',
    // English learner rules (english-*.ts): one concept per grammar point, whoever found it.
    IrregularVerb: 'Irregular verb forms',
    ThirdPersonS: 'Third-person -s',
    SingularNounVerb: 'Third-person -s',
    PluralNounVerb: 'Subject–verb agreement',
    ThereArePlural: 'Subject–verb agreement',
    ModalTo: 'Modal verbs without to',
    BareVerbAfterAuxiliary: 'Base verb after a modal or do',
    BaseAfterToOrModal: 'Base verb after to or a modal',
    DoubleComparison: 'Comparatives and superlatives',
    IntroductoryComma: 'Comma after a linking phrase',
    MissingSubjectIt: 'The subject it',
    PastTimePerfect: 'Simple past with a finished time',
    PastTimePresent: 'Simple past after a finished time',
  };
  if (known[rule]) return known[rule];
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
