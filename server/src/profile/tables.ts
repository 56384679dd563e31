import type { Generated } from 'kysely';

/** One row per user who has set anything; a user without a row has an empty profile. */
export interface ProfilesTable {
  user_id: string;
  display_name: string | null;
  native_language: string | null;
  target_language: string | null;
  time_zone: string | null;
  /** BCP 47 regional variety of the target language (contract varieties.ts). */
  variety: string | null;
  /** 'feminine' | 'masculine' | 'unspecified' (contract GENDERS). */
  gender: string | null;
  /** Interface language (contract INTERFACE_LANGUAGES); null follows the browser. */
  interface_language: string | null;
  updated_at: number;
  /** 1 while the New Entry page offers writing prompts, 0 once the learner turned them off. */
  writing_prompts: Generated<number>;
}

export interface ProfileTables {
  profiles: ProfilesTable;
}
