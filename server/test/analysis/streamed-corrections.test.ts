import { entryAssessment, type EntryAssessment } from '@inkwell/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, storeEntry, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { createModelTestApp } from '../support/model-module.js';
import { until } from '../support/until.js';

const J = '/api/documents/journal';
const TEXT = 'Ayer yo fue al mercado con mi hermana. Compramos muchas fruta. El tiempo era muy bonito.';

/** A model answer in the schema's key order: corrections come early, concepts and grammar after. */
const ANSWER = {
  feedback: 'Buen trabajo: cuentas bien lo que hiciste.',
  student_language_level: 'A2',
  level_justification: 'Frases simples en pasado.',
  corrections: [
    {
      context_before: 'Ayer yo',
      original: 'fue',
      corrected: 'fui',
      explanation: 'Primera persona de ir: yo fui.',
      category: 'grammar',
      severity: 'major',
    },
    {
      context_before: 'Compramos muchas',
      original: 'fruta',
      corrected: 'frutas',
      explanation: 'Muchas pide plural.',
      category: 'grammar',
      severity: 'minor',
    },
  ],
  vocab_concepts: [
    {
      word: 'fruta',
      correction_type: 'grammar',
      justification: 'Palabra útil del mercado.',
      meaning: 'fruit',
      example: 'Me gusta la fruta fresca.',
      source_original: 'fruta',
    },
  ],
  grammar: [
    {
      title: 'Pretérito de ir',
      description: 'El verbo ir en pretérito: fui, fuiste, fue, fuimos, fuisteis, fueron. '.repeat(4),
      examples: ['Yo fui al cine.', 'Ellos fueron a la playa.'],
      difficulty_level: 'beginner',
      tags: ['pasado', 'verbos'],
    },
  ],
};

/**
 * Corrections show while the model still streams its answer (issue 14, decision 171): the job stores
 * each finished correction, anchored, and GET …/assessment returns them while `analyzing`; the final
 * result replaces them. The fake model streams slowly, so the order is observable.
 */
describe.each(ENGINES)('corrections as they stream on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  beforeEach(async () => {
    llm = await startFakeLlm({ strict: true });
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0' });
    user = await createSignedInUser(t);
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const read = async (id: string, who = user) => {
    const res = await t.app.inject({ method: 'GET', url: `${J}/${id}/assessment`, headers: who.headers });
    return { status: res.statusCode, body: res.json<EntryAssessment>() };
  };
  /** The corrections-so-far column as stored: it is cleared when the assessment ends. */
  const storedPartial = async (entryId: string) =>
    (
      await t.deps.db.kysely
        .selectFrom('assessments')
        .select('partial_corrections')
        .where('journal_entry_id', '=', entryId)
        .executeTakeFirstOrThrow()
    ).partial_corrections;

  it('shows the first correction before the answer ends, then the final result replaces it', async () => {
    // ~1,300 characters in 20-character chunks every 40 ms: about 2.6 s of streaming.
    llm.fallback = (req) =>
      req.body.response_format?.json_schema?.name === 'journal_assessment'
        ? { json: ANSWER, chunkChars: 20, chunkDelayMs: 40 }
        : { status: 500 }; // module generation is not under test here
    const entry = await storeEntry(t, user, TEXT);
    await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });

    const seen: { at: number; body: EntryAssessment }[] = [];
    await until(
      async () => {
        const { body } = await read(entry.id);
        expect(entryAssessment.safeParse(body).success).toBe(true);
        seen.push({ at: Date.now(), body });
        return body.status !== 'analyzing';
      },
      30_000,
      25,
    );

    const partial = seen.filter((s) => s.body.status === 'analyzing' && s.body.partial_corrections?.length);
    expect(partial.length).toBeGreaterThan(0);
    const first = partial[0]!;
    // Anchored like the final answer (offsets into the entry), while nothing final exists yet.
    expect(first.body.data).toBeNull();
    expect(first.body.partial_corrections![0]).toMatchObject({
      original: 'fue',
      corrected: 'fui',
      start: TEXT.indexOf('fue'),
      end: TEXT.indexOf('fue') + 3,
      severity: 'major',
    });
    // The first correction was readable well before the end of the answer: more polls came after it.
    const last = seen[seen.length - 1]!;
    expect(last.at - first.at).toBeGreaterThan(500);

    expect(last.body.status).toBe('done');
    expect(last.body.partial_corrections).toEqual([]);
    const finalIds = last.body.data!.corrections.map((c) => c.id);
    expect(finalIds).toHaveLength(2);
    // The preview's corrections are the final ones (same anchoring, same ids).
    for (const s of partial) {
      for (const c of s.body.partial_corrections!) expect(finalIds).toContain(c.id);
    }
    expect(await storedPartial(entry.id)).toBeNull();
  });

  it('only the owner reads the corrections so far; a failed answer leaves none behind', async () => {
    // The answer breaks off after its first correction (a dropped connection), with no retry left.
    const text = JSON.stringify(ANSWER);
    const cut = Math.ceil((text.indexOf('"severity":"major"}') + 20) / 20) + 2;
    llm.fallback = () => ({ json: ANSWER, chunkChars: 20, chunkDelayMs: 60, cutAfterChunks: cut });
    const entry = await storeEntry(t, user, TEXT);
    await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });

    const stranger = await createSignedInUser(t);
    let sawPartial = false;
    await until(
      async () => {
        const { body } = await read(entry.id);
        if (body.status === 'analyzing' && body.partial_corrections?.length) {
          sawPartial = true;
          const other = await read(entry.id, stranger);
          expect(other.status).toBe(404);
          expect(JSON.stringify(other.body)).not.toContain('fui');
        }
        return body.status !== 'analyzing';
      },
      30_000,
      25,
    );
    expect(sawPartial).toBe(true);

    const { body } = await read(entry.id);
    expect(body.status).toBe('failed');
    expect(body.partial_corrections).toEqual([]);
    expect(await storedPartial(entry.id)).toBeNull();
  });
});
