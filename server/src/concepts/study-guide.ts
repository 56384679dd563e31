import type { StudyGuide } from '@inkwell/contract';
import { exampleFix, parseExample, readList } from './examples.js';
import type { ConceptRow } from './repo.js';

/** What a study guide is built from: the grammar concept's own data. */
export interface GrammarGuideInput {
  title: string;
  description: string;
  examples: string[];
  difficulty_level: string;
  tags: string[];
  target_language: string;
}

/**
 * Builds a study guide. The offline one below is the default; with a model configured, api.ts passes
 * the routes `modelStudyGuide` (model-study-guide.ts), which receives the same input and the learner
 * it is charged to, and answers the same shape.
 */
export type StudyGuideGenerator = (input: GrammarGuideInput, userId: string) => Promise<StudyGuide>;

export function guideInput(c: ConceptRow): GrammarGuideInput {
  return {
    title: c.title ?? c.key,
    description: c.description ?? '',
    examples: readList(c.examples),
    difficulty_level: c.difficulty_level ?? 'beginner',
    tags: readList(c.tags),
    target_language: c.target_language,
  };
}

/**
 * The offline guide: the rule's own description as the explanation, its plain examples, and the fixes
 * its correction-style examples record. A correction's window is the learner's own words with one
 * checked fix (decision 174): only the fixed span is correct, so only the span is listed, never the
 * window as an example sentence. Nothing is invented.
 */
export function offlineStudyGuide(input: GrammarGuideInput): StudyGuide {
  const fixes = input.examples.map(exampleFix).filter((f) => f !== null);
  const plain = input.examples.filter((e) => !parseExample(e).mistake).map((e) => e.trim());
  const level = input.difficulty_level ? ` (${input.difficulty_level})` : '';
  const description = input.description.trim();
  const explanation = description ? `${input.title}${level}: ${description}` : `${input.title}${level}`;
  const mistakes = new Map(
    fixes.map((f) => [`${f.wrong}→${f.right}`, { mistake: f.wrong, correction: f.right }]),
  );
  return {
    explanation,
    examples: [...new Set(plain.filter(Boolean))],
    common_mistakes: [...mistakes.values()],
    source: 'offline',
  };
}
