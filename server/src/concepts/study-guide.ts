import type { StudyGuide } from '@inkwell/contract';
import { parseExample, readList } from './examples.js';
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
 * Builds a study guide. The offline one below is the default; a generator backed by the configured AI
 * can be passed to the routes instead (it receives the same input and answers the same shape).
 */
export type StudyGuideGenerator = (input: GrammarGuideInput) => Promise<StudyGuide>;

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
 * The offline guide: the rule's own description as the explanation, its examples (corrected form), and
 * the mistakes its correction-style examples record. Nothing is invented.
 */
export function offlineStudyGuide(input: GrammarGuideInput): StudyGuide {
  const parsed = input.examples.map(parseExample).filter((e) => e.sentence);
  const level = input.difficulty_level ? ` (${input.difficulty_level})` : '';
  const description = input.description.trim();
  const explanation = description ? `${input.title}${level}: ${description}` : `${input.title}${level}`;
  return {
    explanation,
    examples: [...new Set(parsed.map((e) => e.sentence))],
    common_mistakes: parsed.flatMap((e) =>
      e.mistake ? [{ mistake: e.mistake, correction: e.sentence }] : [],
    ),
    source: 'offline',
  };
}
