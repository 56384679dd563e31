import type { Kysely } from 'kysely';

// Exercise sessions, one generated module per concept, and the learner's recorded answers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exercise_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journal_entry_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('student_level', 'text')
    .addColumn('estimated_duration', 'integer', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('current_slide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('exercise_sessions_user_idx')
    .on('exercise_sessions')
    .columns(['user_id', 'created_at'])
    .execute();
  // One generated session per analysed entry.
  await db.schema
    .createIndex('exercise_sessions_entry_uq')
    .on('exercise_sessions')
    .columns(['user_id', 'journal_entry_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('exercise_modules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('exercise_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('concept_id', 'text')
    .addColumn('concept_title', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('exercise_modules_session_idx')
    .on('exercise_modules')
    .columns(['session_id', 'position'])
    .execute();

  await db.schema
    .createTable('exercise_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('exercise_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Each answer is recorded once.
  await db.schema
    .createIndex('exercise_answers_slot_uq')
    .on('exercise_answers')
    .columns(['session_id', 'module_id', 'phase', 'idx'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['exercise_answers', 'exercise_modules', 'exercise_sessions'])
    await db.schema.dropTable(t).execute();
}
