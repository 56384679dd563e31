import { join } from 'node:path';
import { seedFormats } from '../server/test/portability/format-seed.js';
import { insertSignedInUser } from '../server/test/support/app.js';
import { createTestDb } from '../server/test/support/engines.js';
import { runChild } from './child.js';
import { stallLine } from './stall.js';
import { size } from './mode.js';

const SIZES = size([1_000, 10_000], [20]);

const FORMATS = ['journal.zip', 'cards.csv', 'decks.apkg'];

interface Figures {
  ms: number;
  bytes: number;
  maxRssMb: number;
  peakHeapMb: number;
  stallMs: number;
  idleStallMs: number;
}

/**
 * `npm run bench`: each file export (SQLite) of an account with 1,000 entries and 5,000 cards, then
 * 10,000 entries and 50,000 cards, each in a fresh child process; peak RSS is shown next to a child that
 * opens the database and exports nothing (the baseline). Streamed exports keep peak memory roughly flat.
 * At 10,000 entries the Anki export's longest event-loop stall is held to STALL_TARGET_MS against the
 * same child's idle second.
 */
export async function benchExportFormats(report: (line: string) => void): Promise<void> {
  for (const entries of SIZES) {
    const t = await createTestDb('sqlite');
    try {
      const user = await insertSignedInUser(t.db, { secret: t.config.jwtSecret, appUrl: t.config.appUrl });
      const words = entries * 2.5; // two cards per word: 5 cards per entry
      await seedFormats(t.db.kysely, user.id, {
        entries,
        words,
        reviewsPerCard: 3,
        tag: 'B',
        now: Date.now(),
      });
      const file = join(t.config.dataDir, 'inkwell.sqlite');
      const base = await child(file, user.id, 'none');
      report(
        `${entries} entries, ${words * 2} cards — baseline (no export): peak RSS ${base.maxRssMb.toFixed(0)} MB`,
      );
      for (const format of FORMATS) {
        const f = await child(file, user.id, format);
        report(
          `${entries} entries, ${words * 2} cards — ${format}: ${f.ms.toFixed(0)} ms, ${(f.bytes / 1048576).toFixed(1)} MB, ` +
            `peak RSS ${f.maxRssMb.toFixed(0)} MB (+${(f.maxRssMb - base.maxRssMb).toFixed(0)} over baseline), peak heap ${f.peakHeapMb.toFixed(0)} MB`,
        );
        // Issue 21: a 10,000-entry account's Anki export must not hold the event loop (other users).
        if (entries === SIZES.at(-1) && format === 'decks.apkg')
          report(stallLine(`${entries} entries — decks.apkg on SQLite`, f.stallMs, f.idleStallMs));
      }
    } finally {
      await t.dispose();
    }
  }
}

function child(file: string, userId: string, format: string): Promise<Figures> {
  return runChild('bench/export-formats-child.ts', [file, userId, format]);
}
