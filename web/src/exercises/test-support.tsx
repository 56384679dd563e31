// Test-only fixtures in the contract's shapes. The fake API and `renderAt` are web/src/test/fake-api.tsx's.
import type { ExerciseModule, ExerciseSession, SessionListItem, SessionStatusInfo } from '@inkwell/contract';

/** A row of GET /exercises/user/sessions: a ready two-concept session, not started. */
export const sessionListItemFixture = (over: Partial<SessionListItem> = {}): SessionListItem => ({
  document_id: 'x',
  title: 'Practice',
  status: 'ready',
  concepts_count: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  current_slide: 0,
  answered_count: 0,
  ...over,
});

export function statusFixture(over: Partial<SessionStatusInfo> = {}): SessionStatusInfo {
  return {
    session_id: 's1',
    status: 'ready',
    can_launch: true,
    concepts_count: 3,
    modules_ready: 3,
    modules_total: 3,
    failure_reason: null,
    ...over,
  };
}

export function moduleFixture(id = 'm1', title = 'went'): ExerciseModule {
  return {
    module_id: id,
    concept_title: title,
    phases: {
      simple_explanation: {
        content: { explanation: 'Go is irregular.', key_takeaway: 'Say "went".', example: 'I went home.' },
      },
      complex_explanation: {
        content: {
          explanation: 'The past of go comes from wend.',
          cultural_notes: 'Old English borrowed it.',
        },
      },
      demonstration: {
        content: {
          pattern: 'subject + went + place',
          examples: [
            {
              text: 'She went out.',
              translation: 'Ella salió.',
              explanation: 'Past event.',
              difficulty: 'simple',
            },
            { text: 'We went on.', translation: '', explanation: 'Phrasal use.', difficulty: 'hard' },
          ],
        },
      },
      guided_practice: {
        content: {
          tips: 'Think of yesterday.',
          exercises: [{ type: 'fill_blank', question: 'I ___ home.', answer: 'went', hint: 'past of go' }],
        },
      },
      independent_practice: {
        content: {
          exercises: [
            {
              type: 'multiple_choice',
              question: 'Pick the past of go',
              answer: 'went',
              options: ['goed', 'went', 'gone'],
              points: 2,
            },
            { type: 'translation', question: 'fui', answer: 'I went', difficulty: 'hard' },
          ],
          challenge_question: { question: 'Past of go?', answer: 'went' },
        },
      },
      review: {
        content: {
          key_points: ['go → went'],
          memory_aid: 'Went went away.',
          common_mistakes: [{ mistake: 'goed', correction: 'went' }],
        },
      },
    },
  };
}

export function sessionFixture(over: Partial<ExerciseSession> = {}): ExerciseSession {
  return {
    id: 's1',
    title: 'Practice from your journal',
    status: 'ready',
    concepts_identified: [{ title: 'went' }],
    estimated_duration: 12,
    student_level: 'A2',
    target_language: 'en',
    journal_entry_id: 'e1',
    failure_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    current_slide: 0,
    answers: [],
    score: 0,
    max_score: 6,
    ...over,
  };
}
