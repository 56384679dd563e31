import {
  journalListQuery,
  journalMonthParams,
  journalStatsQuery,
  reviseJournalEntryBody,
  storeJournalEntryBody,
  type JournalEntry,
  updateJournalEntryBody,
} from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { idParams } from '../http/params.js';
import { restoreEntry } from './entry-undo.js';
import { entryVersions } from './revise.js';
import * as journal from './service.js';
import type { JournalSummarySource } from './summaries.js';

const BASE = '/documents/journal';

export interface JournalRoutesOptions {
  deps: Deps;
  /** What each entry's assessment discovered, for My Journals (the assessment domain's reader). */
  summaries: JournalSummarySource;
  /**
   * Deletes an entry for every reader, restorable for a while (workflows/delete-entry.ts): it cancels
   * other domains' jobs and sessions, so the wiring passes it in rather than the journal importing it.
   */
  deleteEntry: (deps: Deps, userId: string, entryId: string) => Promise<{ undoUntil: number }>;
  /** Revises an analysed entry, keeping the old text and its assessment (workflows/revise-entry.ts). */
  reviseEntry: (
    deps: Deps,
    userId: string,
    entryId: string,
    body: z.output<typeof reviseJournalEntryBody>,
  ) => Promise<JournalEntry>;
}

/** The journal API under /api/documents/journal; every route is scoped to the signed-in user. */
export const journalRoutes: FastifyPluginAsync<JournalRoutesOptions> = async (
  app,
  { deps, summaries, deleteEntry, reviseEntry },
) => {
  const { db } = deps;

  app.get(`${BASE}/monthly/:year/:month`, async (req) => {
    const { year, month } = parse(journalMonthParams, req.params);
    return journal.monthEntries(db, currentUser(req).id, year, month);
  });

  // The spec's path has a trailing slash; the bare form is accepted too.
  for (const path of [`${BASE}/store/`, `${BASE}/store`]) {
    app.post(path, async (req) => {
      const body = parse(storeJournalEntryBody, req.body);
      return journal.storeEntry(db, currentUser(req).id, body, deps.now());
    });
  }

  for (const path of [`${BASE}/`, BASE]) {
    app.get(path, async (req) => {
      const { limit } = parse(journalListQuery, req.query);
      return journal.recentEntries(db, summaries, currentUser(req).id, limit);
    });
  }

  app.get(`${BASE}/stats`, async (req) => {
    const { time_zone } = parse(journalStatsQuery, req.query);
    return journal.journalStatsOf(db, currentUser(req).id, time_zone, deps.now());
  });

  app.get(`${BASE}/:id`, async (req) => {
    const { id } = parse(idParams, req.params);
    return journal.getEntry(db, currentUser(req).id, id);
  });

  app.put(`${BASE}/:id`, async (req) => {
    const { id } = parse(idParams, req.params);
    const user = currentUser(req);
    // Not-found wins over a bad body, so another user's id answers 404 whatever is sent.
    // A good body needs no read before the save (decision 323); a bad one reads first for the 404.
    const parsed = updateJournalEntryBody.safeParse(req.body ?? {});
    if (!parsed.success) await journal.requireEntry(db, user.id, id);
    const body = parsed.success ? parsed.data : parse(updateJournalEntryBody, req.body);
    return journal.editEntry(db, user.id, id, body, deps.now());
  });

  // Revise an analysed entry: the text it had and its assessment become an earlier version (decision 269).
  app.post(`${BASE}/:id/revise`, async (req) => {
    const { id } = parse(idParams, req.params);
    const user = currentUser(req);
    await journal.requireEntry(db, user.id, id);
    const body = parse(reviseJournalEntryBody, req.body);
    return reviseEntry(deps, user.id, id, body);
  });

  app.get(`${BASE}/:id/versions`, async (req) => {
    const { id } = parse(idParams, req.params);
    return entryVersions(db, currentUser(req).id, id);
  });

  // Delete an entry: gone for every reader at once, restorable for UNDO_WINDOW_MS (decision 176).
  app.delete(`${BASE}/:id`, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const { undoUntil } = await deleteEntry(deps, currentUser(req).id, id);
    return reply.status(204).header('x-inkwell-undo-until', new Date(undoUntil).toISOString()).send();
  });

  // Undo a deletion within its window; the entry is back for every reader.
  app.post(`${BASE}/:id/restore`, async (req) => {
    const { id } = parse(idParams, req.params);
    return journal.presentEntry(await restoreEntry(deps, currentUser(req).id, id));
  });
};
