import { createSignedInUser, storeEntry } from '../server/test/support/app.js';
import { startFakeLlm, type RecordedRequest } from '../server/test/support/fake-llm.js';
import { BENCH_MODULE, createModelTestApp } from '../server/test/support/model-module.js';

import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { size } from './mode.js';

const TOKENS_PER_SECOND = size(50, 1_000);
/** The API is read this often (the web app polls every 2 s: on screen up to one poll later). */
const POLL_MS = 50;
const J = '/api/documents/journal';

const SENTENCE = 'Ayer yo fue al mercado con mi hermana y compramos muchas fruta fresca. ';
const TEXT =
  SENTENCE.repeat(22).trim() + ' El tiempo era muy bonito y nosotros estaba muy feliz todo el dia.';

/** A 300-word entry's assessment as a model writes it, in the schema's key order (corrections first). */
function assessment() {
  const fixes: [string, string, string, string][] = [
    ['Ayer yo', 'fue', 'fui', 'Primera persona del pretérito de ir: yo fui.'],
    ['compramos muchas', 'fruta', 'frutas', 'Después de «muchas» va el plural.'],
    ['muchas fruta', 'fresca', 'frescas', 'El adjetivo concuerda con «frutas».'],
    ['y nosotros', 'estaba', 'estábamos', 'Con «nosotros» el verbo va en primera persona del plural.'],
    ['todo el', 'dia', 'día', 'Día lleva tilde en la i.'],
  ];
  const corrections = [...fixes, ...fixes].map(([context_before, original, corrected, explanation], i) => ({
    context_before: i < fixes.length ? context_before : '',
    original,
    corrected,
    explanation,
    category: corrected === 'día' ? 'accents' : 'grammar',
    severity: i % 2 ? 'minor' : 'major',
  }));
  return {
    corrections,
    feedback:
      'Buen trabajo: cuentas con claridad lo que hiciste en el mercado. Repasa el pretérito de ir y la concordancia de los adjetivos.',
    student_language_level: 'A2',
    level_justification: 'Frases simples y coordinadas en pasado con errores frecuentes de concordancia.',
    vocab_concepts: ['fruta', 'mercado', 'fresco'].map((word) => ({
      word,
      correction_type: 'vocabulary',
      justification: 'Palabra útil para hablar de compras.',
      meaning: word === 'mercado' ? 'market' : word === 'fruta' ? 'fruit' : 'fresh',
      example: `En el mercado hay ${word} muy bueno.`,
      source_original: word === 'fruta' ? 'fruta' : '',
    })),
    grammar: [
      {
        title: 'Pretérito de ir',
        description: 'El verbo ir en pretérito indefinido: fui, fuiste, fue, fuimos, fuisteis, fueron.',
        examples: ['Yo fui al cine.', 'Nosotros fuimos a la playa.'],
        difficulty_level: 'beginner',
        tags: ['pasado', 'verbos'],
      },
      {
        title: 'Concordancia del adjetivo',
        description: 'El adjetivo concuerda en género y número con el nombre: frutas frescas.',
        examples: ['Las manzanas rojas.', 'Un día bonito.'],
        difficulty_level: 'beginner',
        tags: ['adjetivos'],
      },
    ],
  };
}

/**
 * The assessment streams at 50 tokens/s in ~4-character (one-token) events, the fake's default and
 * what api.openai.com sends; modules answer at once.
 */
function reply(req: RecordedRequest) {
  return req.body.response_format?.json_schema?.name === 'journal_assessment'
    ? { json: assessment() }
    : { json: BENCH_MODULE };
}

/**
 * Time to the first correction readable through the API (GET …/assessment, `partial_corrections`)
 * vs time to the full answer (status done) for a 300-word entry, the fake OpenAI-compatible model
 * producing 50 tokens/s (issue 14, decision 171). Before it, the first correction came with the last.
 */
export async function benchFirstCorrection(report: (line: string) => void): Promise<void> {
  const llm = await startFakeLlm({ strict: true });
  llm.tokensPerSecond = TOKENS_PER_SECOND;
  llm.fallback = reply;
  const t = await createModelTestApp('sqlite', llm, { AI_MODEL: 'bench-model' });
  try {
    const user = await createSignedInUser(t);
    const entry = await storeEntry(t, user, TEXT);
    const answerTokens = Math.ceil(JSON.stringify(assessment()).length / 4);
    const idleMb = rssMb();
    const start = performance.now();
    const asked = await t.app.inject({
      method: 'POST',
      url: `${J}/${entry.id}/assess`,
      headers: user.headers,
    });
    if (asked.statusCode !== 202) throw new Error(`assess → ${asked.statusCode} ${asked.body}`);
    let first: number | undefined;
    let firstCount = 0;
    // The app runs in this process (the fake model too): its RSS is the API's.
    const { peakMb } = await peakRssWhile([process.pid], async () => {
      for (;;) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${J}/${entry.id}/assessment`,
          headers: user.headers,
        });
        const body = res.json<{ status: string; partial_corrections?: unknown[]; data: unknown }>();
        if (first === undefined && body.partial_corrections?.length) {
          first = performance.now() - start;
          firstCount = body.partial_corrections.length;
        }
        if (body.status !== 'analyzing') {
          if (body.status !== 'done') throw new Error(`the assessment ended ${body.status}`);
          break;
        }
        if (performance.now() - start > 120_000)
          throw new Error('the assessment did not finish in 2 minutes');
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    });
    const full = performance.now() - start;
    if (first === undefined) throw new Error('no correction was readable before the full answer');
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    report(
      `300-word entry, ${answerTokens}-token answer at ${TOKENS_PER_SECOND} tokens/s in ${llm.chunkChars}-character events`,
    );
    report(
      `first correction on screen: ${s(first)} (${firstCount} found; the web app shows it at its next 2 s poll)`,
    );
    report(`full answer: ${s(full)}`);
    report(
      `ratio first/full: ${(first / full).toFixed(2)} (1.00 when corrections come only with the full answer; corrections stream first since issue 27)`,
    );
    report(memoryLine('API (this process, SQLite, fake model)', idleMb, peakMb[0]!));
  } finally {
    await t.dispose();
    await llm.close();
  }
}
