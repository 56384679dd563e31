import {
  answerAlternatives,
  EXERCISE_LIMITS as LIMITS,
  truncateText,
  type Exercise,
  type ModulePhases,
} from '@inkwell/contract';
import { hintGivesAnswer } from './hint-check.js';

/**
 * A model's module, made safe to store and show (decision 130): every text bounded, options
 * deduplicated and containing the answer, fill-in-the-blank questions with a blank, points within
 * 1–10, a handful of exercises per phase. What cannot be repaired is dropped; when a phase the player
 * needs is left empty the module is unusable (null) and the caller regenerates it.
 */
export interface RepairOutcome {
  module: ModulePhases | null;
  /** What was changed or dropped, for the operator's log. */
  repairs: string[];
}

const BLANK = /_{2,}|\[\s*(?:\.\.\.|…)?\s*\]/;
const long = (s: string | undefined) =>
  s === undefined ? undefined : truncateText(s.trim(), LIMITS.longTextChars);
const short = (s: string) => truncateText(s.trim(), LIMITS.shortTextChars);
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function repairModule(raw: ModulePhases): RepairOutcome {
  const repairs: string[] = [];
  const guided = repairExercises(raw.guided_practice.content.exercises, 'guided_practice', repairs);
  const independent = repairExercises(
    raw.independent_practice.content.exercises,
    'independent_practice',
    repairs,
  );
  const simple = raw.simple_explanation.content;
  const demo = raw.demonstration.content;
  const review = raw.review.content;
  const examples = demo.examples
    .filter((e) => e.text.trim() !== '')
    .slice(0, LIMITS.listItems)
    .map((e) => ({
      text: long(e.text)!,
      translation: long(e.translation)!,
      explanation: long(e.explanation)!,
      difficulty: short(e.difficulty),
    }));
  const keyPoints = review.key_points.filter((p) => p.trim() !== '').slice(0, LIMITS.listItems);
  const required = [simple.explanation, simple.key_takeaway, simple.example, demo.pattern, review.memory_aid];
  if (
    guided.length === 0 ||
    independent.length === 0 ||
    examples.length === 0 ||
    keyPoints.length === 0 ||
    required.some((t) => t.trim() === '')
  ) {
    repairs.push('a phase the player needs is empty');
    return { module: null, repairs };
  }
  const challenge = raw.independent_practice.content.challenge_question;
  const keepChallenge =
    challenge && challenge.answer.trim() !== '' && challenge.answer.length <= LIMITS.answerChars;
  if (challenge && !keepChallenge) repairs.push('challenge question dropped');
  const module: ModulePhases = {
    simple_explanation: {
      content: {
        explanation: long(simple.explanation)!,
        key_takeaway: long(simple.key_takeaway)!,
        example: long(simple.example)!,
      },
    },
    complex_explanation: {
      content: {
        explanation: long(raw.complex_explanation.content.explanation)!,
        ...optional('cultural_notes', long(raw.complex_explanation.content.cultural_notes)),
      },
    },
    demonstration: { content: { pattern: long(demo.pattern)!, examples } },
    guided_practice: {
      content: { ...optional('tips', long(raw.guided_practice.content.tips)), exercises: guided },
    },
    independent_practice: {
      content: {
        exercises: independent,
        ...(keepChallenge
          ? {
              challenge_question: {
                question: truncateText(challenge.question.trim(), LIMITS.questionChars),
                answer: challenge.answer.trim(),
              },
            }
          : {}),
      },
    },
    review: {
      content: {
        key_points: keyPoints.map((p) => long(p)!),
        memory_aid: long(review.memory_aid)!,
        common_mistakes: review.common_mistakes
          .filter((m) => m.mistake.trim() !== '' && m.correction.trim() !== '')
          .slice(0, LIMITS.listItems)
          .map((m) => ({ mistake: long(m.mistake)!, correction: long(m.correction)! })),
      },
    },
  };
  if (module.complex_explanation.content.explanation === '') {
    repairs.push('a phase the player needs is empty');
    return { module: null, repairs };
  }
  return { module, repairs };
}

/** `{ key: value }` when value is a non-empty string, else `{}` (optional fields stay absent). */
function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

function repairExercises(exercises: Exercise[], phase: string, repairs: string[]): Exercise[] {
  const out: Exercise[] = [];
  const questions = new Set<string>();
  for (const [i, raw] of exercises.entries()) {
    if (out.length >= LIMITS.exercisesPerPhase) {
      repairs.push(`${phase}: ${exercises.length - i} exercises over ${LIMITS.exercisesPerPhase} dropped`);
      break;
    }
    const fixed = repairExercise(raw, (what) => repairs.push(`${phase}[${i}]: ${what}`));
    if (!fixed) continue;
    const key = fixed.question.toLocaleLowerCase();
    if (questions.has(key)) {
      repairs.push(`${phase}[${i}]: duplicate question dropped`);
      continue;
    }
    questions.add(key);
    out.push(fixed);
  }
  return out;
}

/** `sentence` with the first occurrence of `part` replaced by ___, or null when it is not there. */
function blankOut(sentence: string, part: string): string | null {
  const at = sentence.toLocaleLowerCase().indexOf(part.toLocaleLowerCase());
  if (at < 0 || sentence.length !== sentence.toLocaleLowerCase().length) return null;
  return `${sentence.slice(0, at)}___${sentence.slice(at + part.length)}`;
}

/** One exercise made valid, or null (dropped) when it cannot be. */
export function repairExercise(raw: Exercise, note: (what: string) => void): Exercise | null {
  let question = raw.question.trim();
  let answer = raw.answer.trim();
  if (question === '' || answer === '') return drop(note, 'empty question or answer');
  if (answer.length > LIMITS.answerChars) return drop(note, 'answer too long');
  if (question.length > LIMITS.questionChars) {
    if (raw.type !== 'translation' && !BLANK.test(question.slice(0, LIMITS.questionChars)))
      return drop(note, 'question too long');
    question = truncateText(question, LIMITS.questionChars);
    note('question shortened');
  }
  let options: string[] | undefined;
  let type = raw.type;
  let accepted: string[] = [];
  if (type !== 'multiple_choice') {
    // "estaba / estuve" is two right answers, not one answer with a slash in it.
    const [first, ...rest] = answerAlternatives(answer, raw.accepted ?? []);
    answer = first ?? answer;
    accepted = rest;
  }
  if (raw.type === 'multiple_choice') {
    options = dedupe((raw.options ?? []).map((o) => o.trim()).filter((o) => o !== ''));
    if (options.length !== (raw.options ?? []).length) note('empty or duplicate options removed');
    options = options.filter((o) => o.length <= LIMITS.optionChars);
    const match = options.find((o) => same(o, answer));
    if (!match) return drop(note, 'answer not among the options');
    answer = match;
    if (options.length > LIMITS.maxOptions) {
      options = [answer, ...options.filter((o) => o !== answer)].slice(0, LIMITS.maxOptions);
      note(`options cut to ${LIMITS.maxOptions}`);
    }
    // Too few real options: a fill-in, never "Option B / Option C" placeholders (issue 14).
    if (options.length < LIMITS.minOptions) {
      options = undefined;
      type = 'fill_blank';
      note('multiple choice with too few options made a fill-in');
    }
  }
  if (type === 'fill_blank' && !BLANK.test(question)) {
    const blanked = blankOut(question, answer);
    if (!blanked) return drop(note, 'no blank in a fill-in-the-blank question');
    question = blanked;
    note('blank made from the answer');
  }
  const exercise: Exercise = { type, question, answer };
  if (options) exercise.options = options;
  accepted = dedupe(accepted.filter((a) => a.length <= LIMITS.answerChars && !same(a, answer))).slice(0, 5);
  if (accepted.length) exercise.accepted = accepted.map(short);
  const hint = raw.hint?.trim() ? short(raw.hint) : undefined;
  // A hint that holds the answer turns the exercise into copying (issue 27): the hint goes, the exercise stays.
  if (hint && hintGivesAnswer(hint, [answer, ...accepted])) note('hint gave the answer away; dropped');
  else if (hint) exercise.hint = hint;
  const explanation = long(raw.explanation);
  if (explanation) exercise.explanation = explanation;
  if (raw.points !== undefined) {
    const points = Math.min(LIMITS.maxPoints, Math.max(1, Math.round(raw.points)));
    if (points !== raw.points) note(`points ${raw.points} clamped to ${points}`);
    exercise.points = points;
  }
  if (raw.difficulty?.trim()) exercise.difficulty = short(raw.difficulty);
  return exercise;
}

function drop(note: (what: string) => void, why: string): null {
  note(`dropped: ${why}`);
  return null;
}

/** Options without repeats, ignoring case and surrounding spaces; the first spelling wins. */
function dedupe(options: string[]): string[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const key = o.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
