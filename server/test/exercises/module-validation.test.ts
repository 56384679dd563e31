import type { EntryAssessment, Exercise, ModulePhases } from '@inkwell/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm, type FakeReply, type RecordedRequest } from '../support/fake-llm.js';
import { conceptOfPrompt, createModelTestApp, goodModule } from '../support/model-module.js';
import { until } from '../support/until.js';

/** Module content from the model is validated and repaired before it is stored (decision 130). */

const KEY_FRAGMENT = 'sk-proj-Ab12Cd34Ef56Gh78';
const moduleWith = (word: string, exercises: Exercise[]): ModulePhases => {
  const base = goodModule(word);
  return {
    ...base,
    guided_practice: { content: { exercises } },
    independent_practice: { content: { exercises } },
  };
};

const mc = (over: Partial<Exercise>): Exercise => ({
  type: 'multiple_choice',
  question: 'Which one?',
  answer: 'gato',
  options: ['gato', 'perro', 'casa'],
  ...over,
});

/** One bad case per concept word, as a model might answer it. */
function reply(req: RecordedRequest): FakeReply {
  const word = conceptOfPrompt(req);
  switch (word) {
    case 'opciones':
      return {
        json: moduleWith(word, [
          mc({ question: 'Q1', answer: 'sol', options: ['gato', 'perro'] }), // answer not among options
          mc({ question: 'Q2', options: ['gato', 'Gato ', 'perro', 'perro'] }), // duplicates
          mc({ question: 'Q3', options: ['gato', ...Array.from({ length: 24 }, (_, i) => `o${i}`)] }),
          mc({ question: 'Q4', points: 1_000_000 }),
        ]),
      };
    case 'hueco':
      return {
        json: moduleWith(word, [
          { type: 'fill_blank', question: 'Yo tengo un gato.', answer: 'gato' }, // blank made from the answer
          { type: 'fill_blank', question: 'Sin hueco aquí.', answer: 'perro' }, // no blank: dropped
          { type: 'fill_blank', question: 'Yo ___ un perro.', answer: 'tengo' },
        ]),
      };
    case 'muchos':
      return {
        json: moduleWith(
          word,
          Array.from({ length: 800 }, (_, i) => mc({ question: `Q${i}` })),
        ),
      };
    case 'roto':
      return { json: moduleWith(word, [mc({ answer: 'nada' }), mc({ options: ['gato'] })]) };
    case 'clave':
      return {
        status: 401,
        body: {
          error: {
            message: `Incorrect API key provided: ${KEY_FRAGMENT}. You can find your key at https://platform.example.com/account/api-keys.`,
          },
        },
      };
    default:
      return { json: moduleWith(word, [mc({})]) };
  }
}

describe.each(ENGINES)('model output validation on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  beforeEach(async () => {
    llm = await startFakeLlm();
    llm.fallback = reply;
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000' });
    user = await createSignedInUser(t);
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  const sessionOf = async (...words: string[]) => {
    const ids: string[] = [];
    for (const word of words) {
      const res = await call('POST', '/api/concepts/vocab', {
        word,
        definition: `meaning of ${word}`,
        target_language: 'es',
      });
      ids.push(res.json().concept_id);
    }
    const created = await call('POST', '/api/exercises/sessions', { concept_ids: ids });
    expect(created.statusCode).toBe(201);
    const id = created.json().session_id as string;
    await until(async () => {
      const s = (await call('GET', `/api/exercises/sessions/${id}/status`)).json();
      return s.status !== 'generating';
    });
    return id;
  };

  it('repairs bad options, blanks and points, and caps the exercise count before storing', async () => {
    const id = await sessionOf('opciones', 'hueco', 'muchos');
    const full = (await call('GET', `/api/exercises/sessions/${id}`)).json();
    expect(full.session.status).toBe('ready');
    const byTitle = new Map<string, ModulePhases>(
      full.modules.map((m: { concept_title: string; phases: ModulePhases }) => [m.concept_title, m.phases]),
    );
    const options = byTitle.get('opciones')!.independent_practice.content.exercises;
    expect(options.map((e) => e.question)).toEqual(['Q2', 'Q3', 'Q4']);
    for (const e of options) {
      expect(e.options!.map((o) => o.toLowerCase())).toContain(e.answer.toLowerCase());
      expect(new Set(e.options!.map((o) => o.trim().toLowerCase())).size).toBe(e.options!.length);
      expect(e.options!.length).toBeLessThanOrEqual(6);
      expect(e.points ?? 1).toBeLessThanOrEqual(10);
    }
    const blanks = byTitle.get('hueco')!.guided_practice.content.exercises;
    expect(blanks.map((e) => e.question)).toEqual(['Yo tengo un ___.', 'Yo ___ un perro.']);
    expect(byTitle.get('muchos')!.guided_practice.content.exercises.length).toBeLessThanOrEqual(8);
    expect(full.session.max_score).toBeLessThan(200);
  });

  it('regenerates a module with nothing usable, then falls back, without failing the session', async () => {
    const id = await sessionOf('roto', 'bueno');
    const full = (await call('GET', `/api/exercises/sessions/${id}`)).json();
    expect(full.session.status).toBe('ready');
    expect(full.modules).toHaveLength(2);
    expect(llm.requests.filter((r) => conceptOfPrompt(r) === 'roto')).toHaveLength(3);
  });

  it('stores and serves a model error without its URL or key', async () => {
    const id = await sessionOf('clave');
    const status = (await call('GET', `/api/exercises/sessions/${id}/status`)).json();
    expect(status.status).toBe('failed');
    expect(status.failure_reason).toContain('The AI service is not set up correctly');
    for (const leak of [llm.baseUrl, '127.0.0.1', 'https://', KEY_FRAGMENT, 'sk-', 'Incorrect API key']) {
      expect(status.failure_reason).not.toContain(leak);
    }

    await call('PUT', '/api/auth/me', { target_language: 'es' });
    llm.fallback = () =>
      reply({ body: { messages: [{ role: 'user', content: 'Concept (vocab): clave' }] } } as RecordedRequest);
    const entry = (
      await call('POST', '/api/documents/journal/store/', {
        date: String(Math.floor(Date.UTC(2026, 0, 5) / 1000)),
        content: 'Hoy fui al mercado.',
      })
    ).json();
    await call('POST', `/api/documents/journal/${entry.id}/assess`);
    let assessment: EntryAssessment | undefined;
    await until(async () => {
      assessment = (await call('GET', `/api/documents/journal/${entry.id}/assessment`)).json();
      return assessment!.status === 'failed';
    });
    expect(assessment!.error).toBe(
      'The AI service is not set up correctly; your entry is safe. Try again once it is fixed.',
    );
  });
});
