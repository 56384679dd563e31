import type { ModulePhases } from '@inkwell/contract';

/** A learner reads lesson text in the target language slowly; these are deliberate, round figures. */
const WORDS_PER_MINUTE = 120;
const SECONDS_PER_QUESTION = 20;
const SECONDS_PER_CHALLENGE = 45;

const wordCount = (s: string | undefined) => (s ? s.split(/\s+/).filter(Boolean).length : 0);

/** Minutes a session takes, from what its modules actually hold: words to read and questions to answer. */
export function estimateMinutes(modules: ModulePhases[]): number {
  let seconds = 0;
  for (const m of modules) {
    const { simple_explanation: s, complex_explanation: c, demonstration: d, review: r } = m;
    const words =
      wordCount(s.content.explanation) +
      wordCount(s.content.key_takeaway) +
      wordCount(s.content.example) +
      wordCount(c.content.explanation) +
      wordCount(c.content.cultural_notes) +
      wordCount(d.content.pattern) +
      d.content.examples.reduce((n, e) => n + wordCount(e.text) + wordCount(e.explanation), 0) +
      r.content.key_points.reduce((n, p) => n + wordCount(p), 0) +
      wordCount(r.content.memory_aid);
    const questions =
      m.guided_practice.content.exercises.length + m.independent_practice.content.exercises.length;
    seconds +=
      (words / WORDS_PER_MINUTE) * 60 +
      questions * SECONDS_PER_QUESTION +
      (m.independent_practice.content.challenge_question ? SECONDS_PER_CHALLENGE : 0);
  }
  return modules.length ? Math.max(1, Math.round(seconds / 60)) : 0;
}
