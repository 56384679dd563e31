import type { Exercise, ModulePhases } from '@inkwell/contract';
import { stableHash } from './distractors.js';
import { deeperNote, fixKind, ruleOf, type FixKind } from './fix-kinds.js';
import { drillFor } from './grammar-drills.js';
import { sameLemmaForms } from './lemma-forms.js';
import type { ModuleInput } from './module-input.js';
import {
  choiceQuestion,
  correctedWindow,
  fillQuestion,
  phrased,
  rewriteChallenge,
  type Lookup,
  type Target,
} from './practice-questions.js';
import { holdsWord, practiceWindow } from './practice-window.js';

/**
 * The offline lesson (docs/decisions/147). A checker never finds every mistake, so no learner sentence
 * is shown as correct: each fix is practised in a short window of the learner's words, labelled as
 * theirs, and only the fixed span is graded. Distractors are real words of the language (`known`: the
 * words the dictionary accepted, see offlineModule); without them a question is a fill-in instead.
 * Same input, same module.
 */
export function buildOfflineModule(input: ModuleInput, known: ReadonlySet<string> = new Set()): ModulePhases {
  const lookup: Lookup = { language: input.language, known };
  const fixes = input.mistakes.filter((m) => m.wrong.trim() && m.wrong !== m.right);
  const targets: Target[] = fixes.length
    ? fixes.map((m) => ({
        sentence: m.sentence,
        earlier: m.wrong,
        right: m.right,
        rule: ruleOf(m.wrong, m.right, m.explanation, input.language),
        source: 'entry',
        vocab: input.kind === 'vocab',
        language: input.language,
      }))
    : exampleTargets(input);
  const usable = targets.filter((t) => practiceWindow(t.sentence, t.earlier ?? t.right, t.right, 0));
  return usable.length ? fromTargets(input, usable, lookup) : fromConceptOnly(input, lookup);
}

/**
 * The deck word in each stored example, as a gap. A grammar concept's plain examples are never
 * graded: they may be the learner's own sentences (older offline rows) with unfound mistakes, and
 * nothing says which word is the point; its fixes arrive as mistakes (deck-input.ts grammarMaterial).
 */
function exampleTargets(input: ModuleInput): Target[] {
  if (input.kind !== 'vocab') return [];
  return input.examples.flatMap((sentence) => {
    const word = input.title;
    if (!holdsWord(sentence, word)) return [];
    return [
      {
        sentence,
        earlier: null,
        right: word,
        rule: describe(input),
        source: 'example' as const,
        vocab: true,
      },
    ];
  });
}

/** What a grammar concept's plain examples may be: shown as the learner's words, never as correct. */
const LEARNER_EXAMPLE =
  'Your own words as saved with this concept, not checked: they may still hold a mistake.';

const describe = (input: ModuleInput) =>
  input.meaning?.trim()
    ? `“${input.title}” means “${input.meaning.trim()}”.`
    : input.description.trim() || input.title;

const distinct = <T>(list: T[]) => list.filter((x, i) => list.indexOf(x) === i);
const difficultyOf = (text: string) => (text.split(/\s+/).length <= 6 ? 'simple' : 'moderate');

function fromTargets(input: ModuleInput, targets: Target[], lookup: Lookup): ModulePhases {
  const at = (i: number) => targets[i % targets.length]!;
  const n = targets.length;
  const first = at(0);
  const kinds = distinct(
    targets.map((t) => (t.earlier ? fixKind(t.earlier, t.right, input.language) : 'other')),
  );
  const fromEntry = first.source === 'entry';

  // Each question uses another window (or another fix), so no two show the same words.
  const guided = [
    fillQuestion(first, 1, true),
    choiceQuestion(at(1), 3, lookup, true) ?? (n > 1 ? fillQuestion(at(1), 3, true) : null),
  ].filter((q): q is Exercise => q !== null);
  const independent = [
    fillQuestion(at(1), 2, false),
    ...(n > 2 ? [choiceQuestion(at(2), 3, lookup, false, 2) ?? fillQuestion(at(2), 3, false)] : []),
  ].filter((q): q is Exercise => q !== null);
  const fallback = conceptQuestions(input);
  const challenge = rewriteChallenge(first, 3);

  const related = relatedForms(first.right, lookup);
  const contrast = [
    related.length ? `Other forms of the word: ${related.map((r) => `“${r}”`).join(', ')}.` : '',
    first.earlier && lookup.known.has(first.earlier)
      ? `Your earlier form “${first.earlier}” is a word too, but not the one these words need.`
      : '',
  ];
  const deeper = distinct(kinds.map((k) => deeperNote(k as FixKind, input.language) ?? ''));
  const deeperText = [...deeper, ...contrast, input.kind === 'grammar' ? input.description : '']
    .map((s) => s.trim())
    .filter((s) => s && !targets.some((t) => t.rule === s));

  const demoExamples = distinct(
    targets.map((t) => (fromEntry ? correctedWindow(t, 3) : t.sentence)).filter((s): s is string => !!s),
  )
    .slice(0, 3)
    .map((text) => ({
      text,
      translation: '',
      explanation: fromEntry
        ? 'Your own words with this fix only; the rest is as you wrote it.'
        : 'An example saved with this concept.',
      difficulty: difficultyOf(text),
    }));
  if (related.length)
    demoExamples.push({
      text: [first.right, ...related].join(' · '),
      translation: '',
      explanation: 'The word and other forms of it from its table.',
      difficulty: 'simple',
    });

  return {
    simple_explanation: {
      content: {
        explanation: distinct(targets.map((t) => t.rule)).join(' '),
        key_takeaway: fromEntry
          ? `Write ${targets.map((t) => `“${t.right}”`).join(', ')} (your earlier form: ${targets.map((t) => `“${t.earlier}”`).join(', ')}).`
          : `${input.title}: ${describe(input)}`,
        example: fromEntry
          ? `From your entry, with this fix: “${correctedWindow(first, 2) ?? first.right}”`
          : first.sentence,
      },
    },
    complex_explanation: {
      content: {
        explanation:
          deeperText.join(' ') || `Look at the words around “${first.right}”: they decide its form.`,
      },
    },
    demonstration: {
      content: {
        pattern: fromEntry
          ? targets.map((t) => `your “${t.earlier}” → “${t.right}”`).join('; ')
          : `${input.title} — ${describe(input)}`,
        examples: demoExamples,
      },
    },
    guided_practice: {
      content: {
        tips: fromEntry
          ? 'The words around each gap are your own, as you wrote them; only the gap is checked.'
          : 'Only the gap is checked.',
        exercises: guided.length ? guided : fallback.slice(0, 1),
      },
    },
    independent_practice: {
      content: {
        exercises: independent.length ? independent : fallback.slice(-1),
        ...(challenge ? { challenge_question: challenge } : {}),
      },
    },
    review: reviewOf(input, targets, kinds as FixKind[]),
  };
}

/** A module for a concept with no sentence to practise in: its word, meaning or rule. */
function fromConceptOnly(input: ModuleInput, lookup: Lookup): ModulePhases {
  const questions = conceptQuestions(input);
  const about = describe(input);
  const forms = input.kind === 'vocab' ? relatedForms(input.title, lookup) : [];
  return {
    simple_explanation: {
      content: {
        explanation: about,
        key_takeaway:
          input.kind === 'vocab' ? `Learn “${input.title}” with its spelling.` : `Remember: ${input.title}.`,
        example:
          input.kind === 'vocab'
            ? `${input.title} (${[...input.title].join('-')})`
            : `${input.title}: ${about}`,
      },
    },
    complex_explanation: {
      content: {
        explanation: forms.length
          ? `Other forms of “${input.title}”: ${forms.map((f) => `“${f}”`).join(', ')}.`
          : `Use “${input.title}” in a sentence of your own in your next entry: the checker will tell you if it is spelled right.`,
      },
    },
    demonstration: {
      content: {
        pattern: input.kind === 'vocab' ? [...input.title].join('-') : input.title,
        examples: [
          {
            text: input.meaning?.trim()
              ? `${input.title} — ${input.meaning.trim()}`
              : input.kind === 'vocab' || about === input.title
                ? `${input.title}: ${[...input.title].join(' ')}`
                : `${input.title}: ${about}`,
            translation: '',
            explanation:
              input.kind === 'vocab'
                ? 'The word, letter by letter or with its meaning.'
                : 'The point in brief.',
            difficulty: 'simple',
          },
          ...(input.kind === 'grammar' ? input.examples.slice(0, 2) : []).map((text) => ({
            text: text.trim(),
            translation: '',
            explanation: LEARNER_EXAMPLE,
            difficulty: difficultyOf(text),
          })),
        ],
      },
    },
    guided_practice: { content: { exercises: questions.slice(0, 1) } },
    independent_practice: { content: { exercises: questions.slice(-1) } },
    review: {
      content: {
        key_points: [`${input.title}: ${about}`],
        // Never the word's letters or a slug spelled out: that teaches nothing true of the concept.
        memory_aid:
          input.kind === 'vocab'
            ? `Write “${input.title}” from memory once in a sentence of your own, then check it.`
            : 'Say the rule once in your own words with your corrected example.',
        common_mistakes: [],
      },
    },
  };
}

/**
 * Questions from the concept alone. A deck word: written from its meaning, else unscrambled. A grammar
 * point: its rule's own drill sentence (grammar-drills.ts), never its title's letters (issue 22).
 */
function conceptQuestions(input: ModuleInput): Exercise[] {
  if (input.kind === 'grammar') return grammarQuestions(input);
  const word = input.title;
  const meaning = input.meaning?.trim() ?? '';
  if (meaning && !holdsWord(meaning, word)) {
    // No multiple choice here: the other forms of a word mean nearly the same, and other words are guesses.
    const write = phrased(word, [
      `Write the word that means “${meaning}” (${[...word].length} letters).`,
      `“${meaning}” (${[...word].length} letters)?`,
    ]);
    if (write) return [{ type: 'fill_blank', question: write, answer: word, explanation: describe(input) }];
  }
  return [
    {
      type: 'fill_blank',
      question:
        phrased(word, [
          `Put the letters of your deck word in order: ${scrambled(word)}`,
          `Unscramble: ${scrambled(word)}`,
        ]) ?? `Unscramble (${[...word].length}): ${scrambled(word)}`,
      answer: word,
      explanation: describe(input),
    },
  ];
}

/** A grammar point without a sentence of the learner's: its drill, or recalling it from its rule. */
function grammarQuestions(input: ModuleInput): Exercise[] {
  const drill = drillFor(input.title);
  const rule = input.description.trim() || input.title;
  if (drill)
    return [
      {
        type: 'fill_blank',
        question: `Fill the gap: “${drill.gapped}”`,
        answer: drill.right,
        hint: `Not “${drill.wrong}”: apply the rule of this lesson.`,
        explanation: rule,
      },
      {
        type: 'fill_blank',
        question: `Complete with the right form: “${drill.gapped}”`,
        answer: drill.right,
        explanation: rule,
      },
    ];
  const question =
    phrased(input.title, [`Which point of this lesson says: “${rule}”? Write its name.`]) ??
    'Write the name of the point this lesson explained.';
  return [{ type: 'fill_blank', question, answer: input.title, explanation: rule }];
}

/** The word's letters in an order fixed by the word and never the word itself. */
function scrambled(word: string): string {
  const letters = [...word];
  for (let k = 0; k < letters.length; k++) {
    const order = letters
      .map((ch, i) => ({ ch, key: stableHash(`${word}:${k}:${i}`) }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.ch);
    if (order.join('') !== word) return order.join(' / ');
  }
  return letters.map(() => '_').join(' ');
}

/** Other forms of the same word from a table, for contrast; none when no table knows it. */
function relatedForms(word: string, lookup: Lookup): string[] {
  return (sameLemmaForms(word, lookup.language) ?? []).slice(0, 3);
}

const HABITS: Record<FixKind, string> = {
  accent: 'Before you hand in, read each word you learned by ear and check its accents.',
  capital: 'Before you hand in, check the first letter of each word.',
  spelling: 'Before you hand in, read the words you are unsure of letter by letter.',
  other: 'Before you hand in, read the sentence aloud and listen for this point.',
};

function reviewOf(input: ModuleInput, targets: Target[], kinds: FixKind[]): ModulePhases['review'] {
  const fromEntry = targets[0]!.source === 'entry';
  const word = targets[0]!.right;
  return {
    content: {
      key_points: distinct([
        `You practised: ${distinct(targets.map((t) => t.right)).join(', ')}.`,
        ...kinds.map((k) => HABITS[k]),
      ]),
      // Spelling a word aloud helps learn letters, not grammar; a grammar point is said as its rule.
      memory_aid:
        kinds.some((k) => k !== 'other') && [...word].length > 3
          ? `Spell it aloud: ${[...word].join('-')}.`
          : 'Say the rule once in your own words with your corrected example.',
      common_mistakes: fromEntry
        ? targets.map((t) => ({ mistake: t.earlier ?? '', correction: t.right })).filter((m) => m.mistake)
        : [],
    },
  };
}

/** Every word whose place in the dictionary decides what the lesson says: the learner's earlier forms. */
export function wordsToLookUp(input: ModuleInput): string[] {
  return distinct(input.mistakes.map((m) => m.wrong));
}
