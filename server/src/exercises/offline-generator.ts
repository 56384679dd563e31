import type { Exercise, ModulePhases } from '@inkwell/contract';
import { choices } from './distractors.js';
import type { LearnerMistake, ModuleInput } from './module-input.js';

const BLANK = '___';

/** The sentence with the first whole occurrence of `part` blanked, or null when it is not there. */
export function cloze(sentence: string, part: string): string | null {
  if (!part.trim()) return null;
  const at = sentence.indexOf(part);
  if (at < 0) return null;
  return sentence.slice(0, at) + BLANK + sentence.slice(at + part.length);
}

/** The longest word of a sentence (ties: the first), for a cloze when no mistake marks a word. */
function keyWord(sentence: string): string | null {
  const words = sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.reduce<string | null>((best, w) => (best === null || w.length > best.length ? w : best), null);
}

interface Gap {
  sentence: string;
  answer: string;
  wrong: string | null;
  explanation: string;
}

/** Practice gaps: each mistake's corrected sentence with the fix blanked; else the concept's examples. */
function gapsOf(input: ModuleInput): Gap[] {
  const gaps: Gap[] = [];
  for (const m of input.mistakes) {
    const q = cloze(m.correctedSentence, m.right);
    if (q) gaps.push({ sentence: q, answer: m.right, wrong: m.wrong, explanation: m.explanation });
  }
  for (const ex of input.examples) {
    const target = input.kind === 'vocab' && ex.includes(input.title) ? input.title : keyWord(ex);
    const q = target ? cloze(ex, target) : null;
    if (q && target) gaps.push({ sentence: q, answer: target, wrong: null, explanation: input.description });
  }
  return gaps;
}

const difficultyOf = (sentence: string) => (sentence.split(/\s+/).length <= 8 ? 'simple' : 'moderate');

/**
 * Builds a module deterministically from the learner's own corrected sentences: cloze questions from the
 * corrected text, the learner's wrong form as a distractor, and no translation exercises — offline there
 * is no honest translation to check against. Same input, same module.
 */
export function buildOfflineModule(raw: ModuleInput): ModulePhases {
  const description =
    raw.description.trim() || (raw.kind === 'vocab' ? `The word “${raw.title}”.` : raw.title);
  const input = { ...raw, description };
  const gaps = gapsOf(input);
  const first: LearnerMistake | undefined = input.mistakes[0];
  const exampleSentence = first?.correctedSentence ?? input.examples[0] ?? input.title;
  const fixes = input.mistakes.map((m) => `“${m.wrong}” → “${m.right}”`);
  const fallbackGap: Gap = {
    sentence: `${BLANK} — ${input.description}`,
    answer: input.title,
    wrong: null,
    explanation: input.description,
  };
  const practice = gaps.length ? gaps : [fallbackGap];
  const pick = (i: number) => practice[i % practice.length]!;

  const fill = (g: Gap, withHint: boolean): Exercise => ({
    type: 'fill_blank',
    question: g.sentence,
    answer: g.answer,
    ...(withHint
      ? {
          hint: g.wrong
            ? `Not “${g.wrong}”. Starts with “${g.answer.slice(0, 1)}”.`
            : `Starts with “${g.answer.slice(0, 1)}”.`,
        }
      : {}),
    explanation: g.explanation,
  });
  const choose = (g: Gap, withHint: boolean, points?: number): Exercise => ({
    type: 'multiple_choice',
    question: `Choose the word that completes the sentence: ${g.sentence}`,
    answer: g.answer,
    options: choices(g.answer, g.wrong, g.sentence),
    ...(withHint ? { hint: 'Read the whole sentence before you choose.' } : {}),
    explanation: g.explanation,
    ...(points ? { points } : {}),
  });

  const challenge =
    first && first.sentence !== first.correctedSentence
      ? {
          question: `Rewrite your sentence without the mistake: “${first.sentence}”`,
          answer: first.correctedSentence,
        }
      : undefined;

  return {
    simple_explanation: {
      content: {
        explanation: first ? `${first.explanation}` : input.description,
        key_takeaway: first
          ? `Write “${first.right}”, not “${first.wrong}”.`
          : `Remember: ${input.title} — ${input.description}`,
        example: exampleSentence,
      },
    },
    complex_explanation: {
      content: {
        explanation: [
          input.description,
          ...(fixes.length ? [`In your journal: ${fixes.join('; ')}.`] : []),
          ...input.mistakes.slice(1).map((m) => m.explanation),
        ]
          .filter((s, i, all) => s && all.indexOf(s) === i)
          .join(' '),
      },
    },
    demonstration: {
      content: {
        pattern: fixes[0] ?? input.title,
        examples: [...input.mistakes.map((m) => m.correctedSentence), ...input.examples]
          .filter((s, i, all) => all.indexOf(s) === i)
          .slice(0, 4)
          .map((text) => ({
            text,
            translation: '',
            explanation: first?.explanation ?? input.description,
            difficulty: difficultyOf(text),
          }))
          .concat(
            gaps.length || input.examples.length
              ? []
              : [
                  {
                    text: input.title,
                    translation: '',
                    explanation: input.description,
                    difficulty: 'simple',
                  },
                ],
          ),
      },
    },
    guided_practice: {
      content: {
        tips: first
          ? `Look out for “${first.wrong}”: ${first.explanation}`
          : `Think of ${input.title}: ${input.description}`,
        exercises: [fill(pick(0), true), choose(pick(1), true)],
      },
    },
    independent_practice: {
      content: {
        exercises: [fill(pick(1), false), choose(pick(0), false, 2)],
        ...(challenge ? { challenge_question: challenge } : {}),
      },
    },
    review: {
      content: {
        key_points: [
          first
            ? `“${first.right}” is right here; “${first.wrong}” is not.`
            : `${input.title}: ${input.description}`,
          ...(first && first.explanation !== input.description ? [input.description] : []),
        ].filter(Boolean),
        memory_aid:
          input.kind === 'vocab'
            ? `Say it and spell it: ${input.title} — ${[...input.title].join('-')}.`
            : `Rule of thumb: ${input.title}.`,
        common_mistakes: input.mistakes.map((m) => ({ mistake: m.wrong, correction: m.right })),
      },
    },
  };
}
