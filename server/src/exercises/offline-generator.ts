import type { Exercise, ModulePhases } from '@inkwell/contract';
import { stableHash } from './distractors.js';
import { deeperNote, fixKind, ruleOf, type FixKind } from './fix-kinds.js';
import { drillFor } from './grammar-drills.js';
import { sameLemmaForms } from './lemma-forms.js';
import { lessonLanguage, sayIn, type Say } from './lesson-text.js';
import type { ModuleInput } from './module-input.js';
import {
  choiceQuestion,
  correctedWindow,
  fillQuestion,
  hintIn,
  phrased,
  rewriteChallenge,
  type Lookup,
  type Target,
} from './practice-questions.js';
import { holdsWord, practiceWindow } from './practice-window.js';
import { SPELLING_GROUP_DESCRIPTION } from './spelling-group.js';

/**
 * The offline lesson (docs/decisions/147). A checker never finds every mistake, so no learner sentence
 * is shown as correct: each fix is practised in a short window of the learner's words, labelled as
 * theirs, and only the fixed span is graded. Distractors are real words of the language (`known`: the
 * words the dictionary accepted, see offlineModule); without them a question is a fill-in instead.
 * Same input, same module. Its words are in the learner's language (lessonLanguage, decision 313),
 * rendered now and stored with the session like a model's lesson.
 */
export function buildOfflineModule(input: ModuleInput, known: ReadonlySet<string> = new Set()): ModulePhases {
  const say = sayIn(lessonLanguage(input));
  const lookup: Lookup = { language: input.language, known };
  const fixes = input.mistakes.filter((m) => m.wrong.trim() && m.wrong !== m.right);
  const targets: Target[] = fixes.length
    ? fixes.map((m) => ({
        sentence: m.sentence,
        earlier: m.wrong,
        right: m.right,
        rule: ruleOf(m.wrong, m.right, m.explanation, input.language, say),
        source: 'entry',
        vocab: input.kind === 'vocab',
        language: input.language,
        say,
      }))
    : exampleTargets(input, say);
  const usable = targets.filter((t) => practiceWindow(t.sentence, t.earlier ?? t.right, t.right, 0));
  return usable.length ? fromTargets(input, usable, lookup, say) : fromConceptOnly(input, lookup, say);
}

/**
 * The deck word in each stored example, as a gap. A grammar concept's plain examples are never
 * graded: they may be the learner's own sentences (older offline rows) with unfound mistakes, and
 * nothing says which word is the point; its fixes arrive as mistakes (deck-input.ts grammarMaterial).
 */
function exampleTargets(input: ModuleInput, say: Say): Target[] {
  if (input.kind !== 'vocab') return [];
  return input.examples.flatMap((sentence) => {
    const word = input.title;
    if (!holdsWord(sentence, word)) return [];
    return [
      {
        sentence,
        earlier: null,
        right: word,
        rule: describe(input, say),
        source: 'example' as const,
        vocab: true,
        say,
      },
    ];
  });
}

const describe = (input: ModuleInput, say: Say) =>
  input.meaning?.trim()
    ? say('about.means', { title: input.title, meaning: input.meaning.trim() })
    : conceptDescription(input, say) || input.title;

/** The concept's description; the spelling group's own (spelling-group.ts) in the learner's words. */
const conceptDescription = (input: ModuleInput, say: Say) => {
  const text = input.description.trim();
  return text === SPELLING_GROUP_DESCRIPTION ? say('spellingGroup.description') : text;
};

/** Quoted words in a list, as the catalogs quote a target-language word. */
const quotedList = (words: string[]) => words.map((w) => `“${w}”`).join(', ');

const distinct = <T>(list: T[]) => list.filter((x, i) => list.indexOf(x) === i);
const difficultyOf = (text: string) => (text.split(/\s+/).length <= 6 ? 'simple' : 'moderate');

function fromTargets(input: ModuleInput, targets: Target[], lookup: Lookup, say: Say): ModulePhases {
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
  const fallback = conceptQuestions(input, say);
  const challenge = rewriteChallenge(first, 3);

  const related = relatedForms(first.right, lookup);
  const contrast = [
    related.length ? say('contrast.forms', { forms: quotedList(related) }) : '',
    first.earlier && lookup.known.has(first.earlier)
      ? say('contrast.earlierIsWord', { earlier: first.earlier })
      : '',
  ];
  const deeper = distinct(kinds.map((k) => deeperNote(k as FixKind, input.language, say) ?? ''));
  const deeperText = [...deeper, ...contrast, input.kind === 'grammar' ? conceptDescription(input, say) : '']
    .map((s) => s.trim())
    .filter((s) => s && !targets.some((t) => t.rule === s));

  const demoExamples = distinct(
    targets.map((t) => (fromEntry ? correctedWindow(t, 3) : t.sentence)).filter((s): s is string => !!s),
  )
    .slice(0, 3)
    .map((text) => ({
      text,
      translation: '',
      explanation: fromEntry ? say('demo.ownWords') : say('demo.saved'),
      difficulty: difficultyOf(text),
    }));
  if (related.length)
    demoExamples.push({
      text: [first.right, ...related].join(' · '),
      translation: '',
      explanation: say('demo.forms'),
      difficulty: 'simple',
    });

  return {
    simple_explanation: {
      content: {
        explanation: distinct(targets.map((t) => t.rule)).join(' '),
        key_takeaway: fromEntry
          ? say('takeaway.write', {
              rights: quotedList(targets.map((t) => t.right)),
              earliers: quotedList(targets.map((t) => t.earlier ?? '')),
            })
          : `${input.title}: ${describe(input, say)}`,
        example: fromEntry
          ? say('example.fromEntry', { window: correctedWindow(first, 2) ?? first.right })
          : first.sentence,
      },
    },
    complex_explanation: {
      content: {
        explanation: deeperText.join(' ') || say('deeper.around', { right: first.right }),
      },
    },
    demonstration: {
      content: {
        pattern: fromEntry
          ? targets.map((t) => say('pattern.fix', { earlier: t.earlier ?? '', right: t.right })).join('; ')
          : `${input.title} — ${describe(input, say)}`,
        examples: demoExamples,
      },
    },
    guided_practice: {
      content: {
        tips: fromEntry ? say('tips.entry') : say('tips.gap'),
        exercises: guided.length ? guided : fallback.slice(0, 1),
      },
    },
    independent_practice: {
      content: {
        exercises: independent.length ? independent : fallback.slice(-1),
        ...(challenge ? { challenge_question: challenge } : {}),
      },
    },
    review: reviewOf(targets, kinds as FixKind[], say),
  };
}

/** A module for a concept with no sentence to practise in: its word, meaning or rule. */
function fromConceptOnly(input: ModuleInput, lookup: Lookup, say: Say): ModulePhases {
  const questions = conceptQuestions(input, say);
  const about = describe(input, say);
  const forms = input.kind === 'vocab' ? relatedForms(input.title, lookup) : [];
  return {
    simple_explanation: {
      content: {
        explanation: about,
        key_takeaway:
          input.kind === 'vocab'
            ? say('takeaway.learnWord', { title: input.title })
            : say('takeaway.remember', { title: input.title }),
        example:
          input.kind === 'vocab'
            ? `${input.title} (${[...input.title].join('-')})`
            : `${input.title}: ${about}`,
      },
    },
    complex_explanation: {
      content: {
        explanation: forms.length
          ? say('concept.forms', { title: input.title, forms: quotedList(forms) })
          : say('concept.useIt', { title: input.title }),
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
            explanation: input.kind === 'vocab' ? say('demo.letters') : say('demo.brief'),
            difficulty: 'simple',
          },
          ...(input.kind === 'grammar' ? input.examples.slice(0, 2) : []).map((text) => ({
            text: text.trim(),
            translation: '',
            // Shown as the learner's words, never as correct.
            explanation: say('demo.learnerExample'),
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
          input.kind === 'vocab' ? say('aid.writeFromMemory', { title: input.title }) : say('aid.sayRule'),
        common_mistakes: [],
      },
    },
  };
}

/**
 * Questions from the concept alone. A deck word: written from its meaning, else unscrambled. A grammar
 * point: its rule's own drill sentence (grammar-drills.ts), never its title's letters (issue 22).
 */
function conceptQuestions(input: ModuleInput, say: Say): Exercise[] {
  if (input.kind === 'grammar') return grammarQuestions(input, say);
  const word = input.title;
  const meaning = input.meaning?.trim() ?? '';
  if (meaning && !holdsWord(meaning, word)) {
    // No multiple choice here: the other forms of a word mean nearly the same, and other words are guesses.
    const letters = [...word].length;
    const write = phrased(word, [
      say('q.meaning', { meaning, letters }),
      say('q.meaningTerse', { meaning, letters }),
    ]);
    if (write)
      return [{ type: 'fill_blank', question: write, answer: word, explanation: describe(input, say) }];
  }
  return [
    {
      type: 'fill_blank',
      question:
        phrased(word, [
          say('q.unscrambleDeck', { scrambled: scrambled(word) }),
          say('q.unscramble', { scrambled: scrambled(word) }),
        ]) ?? say('q.unscrambleCount', { letters: [...word].length, scrambled: scrambled(word) }),
      answer: word,
      explanation: describe(input, say),
    },
  ];
}

/** A grammar point without a sentence of the learner's: its drill, or recalling it from its rule. */
function grammarQuestions(input: ModuleInput, say: Say): Exercise[] {
  const drill = drillFor(input.title);
  const rule = conceptDescription(input, say) || input.title;
  if (drill) {
    // The bare gap when the instruction's own words hold the answer.
    const bare = say('q.gap', { gapped: drill.gapped, tail: '' });
    const fill = phrased(drill.right, [say('q.drillFill', { gapped: drill.gapped }), bare]);
    const form = phrased(drill.right, [say('q.drillForm', { gapped: drill.gapped }), bare]);
    const hint = hintIn(say, drill.right, 'hint.drill', { wrong: drill.wrong });
    return [
      {
        type: 'fill_blank',
        question: fill ?? bare,
        answer: drill.right,
        ...(hint ? { hint } : {}),
        explanation: rule,
      },
      { type: 'fill_blank', question: form ?? bare, answer: drill.right, explanation: rule },
    ];
  }
  const question = phrased(input.title, [say('q.whichPoint', { rule })]) ?? say('q.pointName');
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

function reviewOf(targets: Target[], kinds: FixKind[], say: Say): ModulePhases['review'] {
  const fromEntry = targets[0]!.source === 'entry';
  const word = targets[0]!.right;
  return {
    content: {
      key_points: distinct([
        say('review.practised', { words: distinct(targets.map((t) => t.right)).join(', ') }),
        ...kinds.map((k) => say(`habit.${k}`)),
      ]),
      // Spelling a word aloud helps learn letters, not grammar; a grammar point is said as its rule.
      memory_aid:
        kinds.some((k) => k !== 'other') && [...word].length > 3
          ? say('aid.spell', { spelled: [...word].join('-') })
          : say('aid.sayRule'),
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
