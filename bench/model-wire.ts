import { createAiClient } from '../server/src/ai/provider.js';
import { createModelAssessor } from '../server/src/assessor/model-assessor.js';
import { moduleInputsFromAssessment } from '../server/src/exercises/from-assessment.js';
import { modelGenerator } from '../server/src/exercises/generator.js';
import { buildOfflineModule } from '../server/src/exercises/offline-generator.js';
import { startFakeLlm, type FakeLlm } from '../server/test/support/fake-llm.js';

/**
 * Model calls and prompt/answer tokens per 300-word entry (its assessment and its session's modules)
 * against the strict OpenAI fake (decision 153). Same-run baseline: the same entry with clean answers;
 * the measured run has one imperfect field in every answer (an invented category, level `B3`,
 * `points: 0`), which used to cost three calls per answer and now costs none extra.
 */
const SENTENCE = 'Ayer yo fue al mercado con mi hermana y compramos muchas frutas frescas. ';
const TEXT = SENTENCE.repeat(25).trim(); // 300 words

function assessmentAnswer(imperfect: boolean) {
  const words = ['fue', 'hermana', 'frutas'];
  return {
    feedback: 'Buen trabajo.',
    student_language_level: imperfect ? 'B3' : 'A2',
    level_justification: 'Frases simples en pasado.',
    corrections: words.map((w, i) => ({
      context_before: i === 0 ? 'Ayer yo' : '',
      original: w === 'fue' ? 'fue' : w,
      corrected: w === 'fue' ? 'fui' : w,
      explanation: 'Conjugación.',
      category: imperfect && i === 0 ? 'verb-form' : 'grammar',
      severity: 'major',
    })),
    vocab_concepts: [
      {
        word: 'mercado',
        correction_type: 'vocabulary',
        justification: 'Útil.',
        meaning: 'market',
        example: 'Voy al mercado.',
        source_original: '',
      },
    ],
    grammar: [
      {
        title: 'Pretérito de ir',
        description: 'fui, fuiste, fue',
        examples: ['Yo fui a casa.'],
        difficulty_level: 'beginner',
        tags: ['pasado'],
      },
    ],
  };
}

async function run(llm: FakeLlm, imperfect: boolean) {
  llm.requests.length = 0;
  llm.usage.promptTokens = 0;
  llm.usage.completionTokens = 0;
  llm.script({ json: assessmentAnswer(imperfect) });
  llm.fallback = () => {
    const m = buildOfflineModule({
      kind: 'grammar',
      title: 'x',
      description: 'x',
      language: 'es',
      nativeLanguage: 'en',
      level: 'A2',
      mistakes: [],
      examples: ['Yo fui a casa.'],
    }) as unknown as { guided_practice: { content: { exercises: Array<Record<string, unknown>> } } };
    if (imperfect) m.guided_practice.content.exercises[0]!.points = 0;
    return { json: m };
  };
  const client = createAiClient({
    provider: 'openai-compatible',
    baseUrl: llm.baseUrl,
    apiKey: 'bench',
    model: 'gpt-4o-mini',
    timeoutMs: 10_000,
    maxRetries: 2,
    concurrency: 4,
  })!;
  const { data } = await createModelAssessor(client).assess({
    text: TEXT,
    targetLanguage: 'es',
    nativeLanguage: 'en',
    userId: 'bench-user',
  } as Parameters<ReturnType<typeof createModelAssessor>['assess']>[0]);
  const modules = moduleInputsFromAssessment(data, { nativeLanguage: 'en' });
  const generate = modelGenerator(client);
  await Promise.all(modules.map((m) => generate(m.input, new AbortController().signal)));
  return { calls: llm.requests.length, modules: modules.length, ...llm.usage };
}

export async function benchModelWire(report: (line: string) => void): Promise<void> {
  const llm = await startFakeLlm({ strict: true });
  try {
    const clean = await run(llm, false);
    const imperfect = await run(llm, true);
    const line = (name: string, r: typeof clean) =>
      `${name}: ${r.calls} model calls (1 assessment + ${r.modules} modules), ${r.promptTokens} prompt / ${r.completionTokens} answer tokens`;
    report(line('baseline, clean answers', clean));
    report(line('one imperfect field per answer', imperfect));
    report(
      `ratio imperfect/clean: calls ${(imperfect.calls / clean.calls).toFixed(2)}×, answer tokens ${(imperfect.completionTokens / clean.completionTokens).toFixed(2)}× (b213025: up to 3× calls, then failure)`,
    );
  } finally {
    await llm.close();
  }
}
