import type { ExerciseModule, ModuleConcept } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../concepts/helpers.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { mergedSpellingSession } from './spelling-session.js';

/** What a question slot expects, as the player grades it. */
function expectedAt(m: ExerciseModule, q: ModuleConcept['questions'][number]): string {
  const { exercises, challenge_question } = m.phases[q.phase].content as {
    exercises: { answer: string }[];
    challenge_question?: { answer: string };
  };
  const exercise = exercises[q.index] ?? (q.index === exercises.length ? challenge_question : undefined);
  if (!exercise) throw new Error(`no question at ${q.phase} ${q.index}`);
  return exercise.answer;
}

/**
 * A merged spelling module names each of its words with the questions that practise it (decision
 * 195), so "Practise the missed ones again" can take exactly the words answered wrong.
 */
describe.each(ENGINES)('merged module words in the session on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('lists each word as the learner’s concept with the questions expecting that word', async () => {
    const user = await createSignedInUser(t);
    const { merged, concepts } = await mergedSpellingSession(t, user);
    expect(merged.concept_id).toBe(concepts[0]);
    const words = merged.concepts!;
    expect(words.map((w) => [w.concept_id, w.title])).toEqual([
      [concepts[0], 'Después'],
      [concepts[1], 'simpático'],
    ]);
    for (const [word, other] of [
      [words[0]!, 'simpático'],
      [words[1]!, 'Después'],
    ] as const) {
      expect(word.questions.length).toBeGreaterThan(0);
      // Every question of a word expects it; none belongs only to the other word.
      for (const q of word.questions) expect(expectedAt(merged, q)).toContain(word.title);
      const onlyOther = word.questions.filter((q) => {
        const answer = expectedAt(merged, q);
        return answer.includes(other) && !answer.includes(word.title);
      });
      expect(onlyOther).toEqual([]);
    }
    // Between them the two words cover every question of the module.
    const { guided_practice: guided, independent_practice: independent } = merged.phases;
    const total =
      guided.content.exercises.length +
      independent.content.exercises.length +
      (independent.content.challenge_question ? 1 : 0);
    const covered = new Set(words.flatMap((w) => w.questions.map((q) => `${q.phase}:${q.index}`)));
    expect(covered.size).toBe(total);
  });

  it('leaves out a word removed from the deck; a module of one concept lists none', async () => {
    const user = await createSignedInUser(t);
    const { id, merged, concepts } = await mergedSpellingSession(t, user);
    expect((await call(t, user, 'DELETE', `/api/concepts/${concepts[0]}`)).status).toBe(204);
    const { modules } = (await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body as {
      modules: ExerciseModule[];
    };
    const after = modules.find((m) => m.module_id === merged.module_id)!;
    expect(after.concepts!.map((w) => w.concept_id)).toEqual([concepts[1]]);
    for (const m of modules.filter((x) => x.module_id !== merged.module_id))
      expect(m.concepts).toBeUndefined();
  });
});
