import {
  createSignedInUser,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../server/test/support/app.js';

/**
 * A SQLite app without the hourly assessment quota (a bench analyses entry after entry, which the quota
 * would stop) and one signed-in learner writing in `language`. The caller disposes the app.
 */
export async function appWithLearner(language: string): Promise<{ t: TestApp; user: TestUser }> {
  const t = await createTestApp('sqlite', { QUOTA_ASSESSMENTS_PER_HOUR: '0' });
  try {
    const user = await createSignedInUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { target_language: language },
    });
    return { t, user };
  } catch (err) {
    await t.dispose();
    throw err;
  }
}
