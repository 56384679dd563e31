import { z } from 'zod';
import { assessmentData } from './assessment';
import { modulePhases } from './exercises';
import { moduleInput } from './module-input';

/**
 * Bounds on what an imported file may put into stored data (issue 21, decision 208). An import is an
 * untrusted source like a model's answer: every free-form field is read with its own schema and
 * capped, so a file cannot store what the API would never store, nor feed a 200 KB prompt to a model.
 */
export const IMPORT_BOUNDS = {
  /** Ids inside the file (`ref` and the references to it). */
  refChars: 200,
  /** Short fields: titles, keys, words, levels, languages. */
  shortChars: 400,
  /** Descriptions, feedback, errors, and any text inside assessments and lessons. */
  textChars: 10_000,
  /** Items of any list inside an assessment, a lesson or a module input. */
  listItems: 500,
  /**
   * A module's input as stored and sent to a model: about 5 KB normally, and at most about 55 KB for a
   * grammar concept with the 50 examples of 1,000 characters the cards API takes.
   */
  moduleInputChars: 64_000,
  modulesPerSession: 100,
  /** A recorded answer, as POST …/answer takes it. */
  answerChars: 2_000,
  /** Example sentences and tags of one concept, as the cards API takes them. */
  conceptExamples: 50,
  conceptExampleChars: 1_000,
  conceptTags: 30,
  conceptTagChars: 200,
} as const;

/** An INTEGER column (32-bit on PostgreSQL): a larger number would fail the insert. */
export const int32 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1, { message: 'must be below 2^31' });

/** A string of at most `max` characters (UTF-16 units: a bound, not a display count). */
export const boundedString = (max: number) =>
  z.string().max(max, { message: `must be at most ${max} characters` });

/** The first string longer than `maxChars` or list longer than `maxItems` in a parsed value, as a path. */
type Found = { path: (string | number)[]; message: string } | null;

function oversized(
  value: unknown,
  maxChars: number,
  maxItems: number,
  path: (string | number)[] = [],
): Found {
  if (typeof value === 'string') {
    return value.length > maxChars ? { path, message: `must be at most ${maxChars} characters` } : null;
  }
  if (Array.isArray(value)) {
    if (value.length > maxItems) return { path, message: `must have at most ${maxItems} items` };
    for (let i = 0; i < value.length; i++) {
      const found = oversized(value[i], maxChars, maxItems, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = oversized(v, maxChars, maxItems, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * `schema` with every string and list in its output bounded (and, with `maxJsonChars`, its JSON text):
 * the contract's shapes say what a value is, these bounds say how much of it may be stored.
 */
export function bounded<S extends z.ZodType>(
  schema: S,
  b: { maxChars: number; maxItems: number; maxJsonChars?: number },
) {
  return schema.superRefine((value, ctx) => {
    const found = oversized(value, b.maxChars, b.maxItems);
    if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
    else if (b.maxJsonChars !== undefined && JSON.stringify(value).length > b.maxJsonChars) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${b.maxJsonChars} characters as JSON` });
    }
  });
}

const { textChars, listItems } = IMPORT_BOUNDS;

/** An imported assessment's result: the API's own shape, bounded. */
export const importedAssessmentData = bounded(assessmentData, { maxChars: textChars, maxItems: listItems });

/** An imported module's lesson: the generator's checked shape, bounded. */
export const importedModuleData = bounded(modulePhases, { maxChars: textChars, maxItems: listItems });

/** An imported module's input (what regenerating it sends to a model), bounded in total too. */
export const importedModuleInput = bounded(moduleInput, {
  maxChars: textChars,
  maxItems: 50,
  maxJsonChars: IMPORT_BOUNDS.moduleInputChars,
});

/** A concept's example sentences: strings, or objects with a `text` (older rows), as the deck reads them. */
export const importedConceptExamples = z
  .array(
    z.union([
      boundedString(IMPORT_BOUNDS.conceptExampleChars),
      z.object({ text: boundedString(IMPORT_BOUNDS.conceptExampleChars) }),
    ]),
  )
  .max(IMPORT_BOUNDS.conceptExamples);

export const importedConceptTags = z
  .array(boundedString(IMPORT_BOUNDS.conceptTagChars))
  .max(IMPORT_BOUNDS.conceptTags);
