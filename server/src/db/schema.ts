import type { AssessmentTables } from '../analysis/tables.js';
import type { AuthTables } from '../auth/tables.js';
import type { ConceptTables } from '../concepts/tables.js';
import type { ExerciseTables } from '../exercises/tables.js';
import type { JobTables } from '../jobs/tables.js';
import type { JournalTables } from '../journal/tables.js';
import type { ProfileTables } from '../profile/tables.js';
import type { ProgressTables } from '../progress/tables.js';
import type { ReminderTables } from '../reminders/tables.js';
import type { RewriteTables } from '../rewrite/tables.js';

/**
 * Every table, composed from the domain that owns it. Conventions for both engines:
 * ids are text (UUID), times are epoch milliseconds (bigint), flags are integer 0/1, JSON is text.
 */
export type Database = AuthTables &
  ProfileTables &
  JobTables &
  JournalTables &
  ConceptTables &
  ExerciseTables &
  AssessmentTables &
  ProgressTables &
  ReminderTables &
  RewriteTables;
