import type { Migration } from 'kysely';
import * as m0001 from './0001_auth.js';
import * as m0002 from './0002_profiles.js';
import * as m0003 from './0003_journal.js';
import * as m0004 from './0004_concepts.js';
import * as m0005 from './0005_assessments.js';
import * as m0006 from './0006_exercises.js';
import * as m0009 from './0009_jobs.js';
import * as m0010 from './0010_rate_limits.js';
import * as m0011 from './0011_auth_session_method.js';
import * as m0012 from './0012_job_fairness.js';
import * as m0013 from './0013_cards_concept_idx.js';
import * as m0014 from './0014_journal_deleted_at.js';
import * as m0015 from './0015_journal_analysis_error.js';
import * as m0016 from './0016_assessment_partial_corrections.js';
import * as m0017 from './0017_module_concept_ids.js';
import * as m0018 from './0018_assessment_retry_at.js';
import * as m0021 from './0021_cards_user_created_idx.js';
import * as m0022 from './0022_profile_variety_gender.js';
import * as m0023 from './0023_progress_figures.js';
import * as m0025 from './0025_writing_prompts.js';
import * as m0027 from './0027_reminder_settings.js';
import * as m0028 from './0028_mail_slots.js';
import * as m0029 from './0029_progress_summary.js';
import * as m0030 from './0030_review_source.js';
import * as m0031 from './0031_entry_versions.js';
import * as m0033 from './0033_interface_language.js';
import * as m0036 from './0036_native_versions.js';
import * as m0037 from './0037_session_title_message.js';

/** Versioned migrations, applied in key order at start-up. Add new ones at the end; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_auth': m0001,
  '0002_profiles': m0002,
  '0003_journal': m0003,
  '0004_concepts': m0004,
  '0005_assessments': m0005,
  '0006_exercises': m0006,
  '0009_jobs': m0009,
  '0010_rate_limits': m0010,
  '0011_auth_session_method': m0011,
  '0012_job_fairness': m0012,
  '0013_cards_concept_idx': m0013,
  '0014_journal_deleted_at': m0014,
  '0015_journal_analysis_error': m0015,
  '0016_assessment_partial_corrections': m0016,
  '0017_module_concept_ids': m0017,
  '0018_assessment_retry_at': m0018,
  '0021_cards_user_created_idx': m0021,
  '0022_profile_variety_gender': m0022,
  '0023_progress_figures': m0023,
  '0025_writing_prompts': m0025,
  '0027_reminder_settings': m0027,
  '0028_mail_slots': m0028,
  '0029_progress_summary': m0029,
  '0030_review_source': m0030,
  '0031_entry_versions': m0031,
  '0033_interface_language': m0033,
  '0036_native_versions': m0036,
  '0037_session_title_message': m0037,
};
