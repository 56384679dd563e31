import { varietyFitsLanguage, type AssessmentCorrection } from '@inkwell/contract';
import { learnerFailure, MODEL_JOB_ATTEMPTS, modelJobError } from '../ai/job-failure.js';
import { RetryLaterJobError } from '../jobs/types.js';
import type { Deps } from '../deps.js';
import { recordDiscoveredVocab } from '../concepts/index.js';
import { exercisesContext } from '../exercises/index.js';
import { moduleInputsFromAssessment } from '../exercises/index.js';
import { createSession } from '../exercises/index.js';
import { entrySessionTitle, titleFields } from '../exercises/index.js';
import { withMeanings } from '../glossary/index.js';
import { findLiveEntryRow } from '../journal/index.js';
import { EntryGoneError, lockLiveEntry } from '../journal/index.js';
import { getProfile } from '../profile/index.js';
import { aiQuotas } from '../quotas/index.js';
import { createAssessor } from '../assessor/index.js';
import { partCount } from '../assessor/index.js';
import * as repo from './repo.js';
import { ASSESS_QUEUE, endAssessment } from './service.js';

/**
 * The assessment job: assess the entry, store the result and its discovered words, create the entry's
 * exercise session (one module per concept), then mark the entry analysed. After the last retry the
 * assessment is `failed` with the reason and the entry can be analysed again.
 */
export function defineAssessmentJobs(deps: Deps): void {
  const assessor = createAssessor(deps.config.ai, deps.ai);
  const quotas = aiQuotas(deps);
  deps.jobs.define<{ entryId: string; userId: string }>({
    name: ASSESS_QUEUE,
    // A learner waits for it: polled first, and its model calls go ahead of module generation.
    lane: 'interactive',
    concurrency: 2,
    // Rate limits re-queue the job over minutes (decision 153); other model failures end it at once.
    maxAttempts: MODEL_JOB_ATTEMPTS,
    leaseMs: 180_000,
    handler: async ({ payload: { entryId, userId }, signal, attempt }) => {
      const entry = await findLiveEntryRow(deps.db.kysely, userId, entryId);
      if (!entry || entry.analysis_state !== 'analyzing') return;
      const profile = await getProfile(deps.db, userId);
      const nativeLanguage = profile?.native_language ?? null;
      // Each part of a long entry is its own model call, and each one counts (issue 21).
      const calls = deps.ai ? partCount(entry.content, deps.ai.maxOutputTokens) : 1;
      for (let i = 0; i < calls; i++) await quotas.chargeModelCall(userId);
      // What an earlier attempt found is void; this attempt's corrections show as they stream (decision 171).
      await repo.beginAttempt(deps.db.kysely, userId, entryId);
      const showSoFar = (found: AssessmentCorrection[]) =>
        repo.savePartialCorrections(deps.db.kysely, userId, entryId, found);
      const { data } = await assessor
        .assess(
          {
            text: entry.content,
            targetLanguage: entry.target_language,
            nativeLanguage,
            interfaceLanguage: profile?.interface_language ?? null,
            learnerLevel: await repo.latestLevel(deps.db.kysely, userId, entry.target_language),
            // A variety set for another language than the entry's is not this entry's.
            variety: varietyFitsLanguage(profile?.variety, entry.target_language) ? profile?.variety : null,
            gender: profile?.gender ?? null,
            userId,
          },
          signal,
          showSoFar,
        )
        .catch(async (e: unknown) => {
          const error = modelJobError(e, attempt);
          // A busy model: the learner reads when it is asked again (decision 196).
          if (error instanceof RetryLaterJobError) {
            await repo.waitForModel(deps.db.kysely, userId, entryId, Date.now() + error.delayMs);
          }
          throw error;
        });
      signal.throwIfAborted();
      // Every discovered word gets its meaning in the learner's language where one is known (issue 17).
      data.vocab_concepts = await withMeanings(data.vocab_concepts, data.language, nativeLanguage);
      await recordDiscoveredVocab(
        deps.db,
        userId,
        entryId,
        entry.target_language,
        data.vocab_concepts,
        deps.now(),
      );
      // A model answer with 200 concepts must not become 200 module jobs.
      const items = moduleInputsFromAssessment(data, {
        nativeLanguage,
        interfaceLanguage: profile?.interface_language ?? null,
        variety: profile?.variety ?? null,
        gender: profile?.gender ?? null,
      }).slice(0, quotas.conceptsPerSession);
      // Written only while the entry exists: a job of a deleted entry stops here (issue 15).
      const sessionId = items.length
        ? await createSession(exercisesContext(deps), userId, {
            admit: (trx) => lockLiveEntry(trx, deps.db.engine, userId, entryId),
            ...titleFields(
              entrySessionTitle(
                entry.day,
                items.map((i) => i.input.title),
                deps.now(),
              ),
            ),
            journalEntryId: entryId,
            level: data.student_language_level,
            items,
          }).catch((e: unknown) => (e instanceof EntryGoneError ? undefined : Promise.reject(e)))
        : null;
      if (sessionId === undefined) return;
      await endAssessment(deps.db.kysely, userId, entryId, { done: data, sessionId }, deps.now());
    },
    onFailed: async ({ payload: { entryId, userId }, error }) => {
      // Learners read it (on the entry too, so after a reload): plain words only, never provider text.
      await endAssessment(deps.db.kysely, userId, entryId, { failed: learnerFailure(error) }, deps.now());
    },
  });
}
