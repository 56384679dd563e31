import type { AssessmentCorrection } from '@inkwell/contract';
import { StreamedArrayReader } from '../ai/partial-json.js';
import { salvage } from '../ai/salvage.js';
import { fullJsonSchema, type JsonSchema } from '../ai/wire-schema.js';
import { anchorCorrections, type ProposedCorrection } from './anchor.js';
import { modelAnswerSchema, type ModelAnswer } from './model-prompt.js';

/** Receives the corrections found so far, anchored; may be slow (a database write). */
export type CorrectionsProgress = (corrections: AssessmentCorrection[]) => Promise<void>;

const modelCorrection = modelAnswerSchema.shape.corrections.element;
/** One correction's JSON Schema, as the final answer's salvage sees it. */
const correctionJson = (fullJsonSchema(modelAnswerSchema).properties as Record<string, JsonSchema>)
  .corrections!.items as JsonSchema;

/**
 * A streamed correction as the final result will have it: repaired by the same salvage (an invented
 * category coerced, a null explanation emptied), or undefined when the final result drops it too.
 */
export function finalFormOf(raw: unknown): ProposedCorrection | undefined {
  const kept = salvage(correctionJson, raw).value;
  const parsed = modelCorrection.safeParse(kept);
  return parsed.success ? proposedCorrection(parsed.data) : undefined;
}

/** A model's correction as anchoring takes it. */
export function proposedCorrection(c: ModelAnswer['corrections'][number]): ProposedCorrection {
  return {
    original: c.original,
    corrected: c.corrected,
    explanation: c.explanation,
    category: c.category,
    severity: c.severity,
    contextBefore: c.context_before,
  };
}

/**
 * The corrections of a streaming assessment, as they arrive (issue 14, decision 171). Each part of the
 * entry gets its own reader; every finished correction is anchored with the others found so far by the
 * same rules as the final answer (anchor.ts: never relocated, capped) and handed to `report`. Reports
 * never overlap: while one runs, only the newest list waits behind it. A failing report is ignored:
 * the preview must never fail the assessment.
 */
export function streamedCorrections(text: string, report: CorrectionsProgress, cap = Infinity) {
  const parts: ProposedCorrection[][] = [];
  let running: Promise<void> | null = null;
  let pending = false;
  let closed = false;

  const publish = async (): Promise<void> => {
    while (pending && !closed) {
      pending = false;
      // The final result keeps the first `cap` of the merged list (model-assessor.ts): so does the preview.
      const { corrections } = await anchorCorrections(text, parts.flat().slice(0, cap));
      if (closed) return;
      await report(corrections).catch(() => undefined);
    }
  };
  const schedule = () => {
    pending = true;
    running ??= publish().finally(() => (running = null));
  };

  return {
    /** The `onText` of the model call for the part at `index` (parts in entry order). */
    onText(index: number): (soFar: string) => void {
      const reader = new StreamedArrayReader('corrections');
      parts[index] = [];
      return (soFar) => {
        if (soFar === '') {
          // A new attempt of this part's call: what its last attempt said is void.
          reader.read('');
          if (parts[index]!.length > 0) {
            parts[index] = [];
            schedule();
          }
          return;
        }
        let added = false;
        for (const raw of reader.read(soFar)) {
          const correction = finalFormOf(raw);
          if (!correction) continue;
          parts[index]!.push(correction);
          added = true;
        }
        if (added) schedule();
      };
    },
    /** Waits for a report under way, then reports nothing more (the final result takes over). */
    async close(): Promise<void> {
      closed = true;
      await running;
    },
  };
}
