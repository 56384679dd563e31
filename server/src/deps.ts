import type { Config } from './config.js';
import type { Db } from './db/database.js';

/** What every part of the server is built from; tests build it with their own database and clock. */
export interface Deps {
  config: Config;
  db: Db;
  /** Milliseconds since the epoch; tests pass a fixed or movable clock. */
  now: () => number;
}
