import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { outboxMails } from '../support/outbox.js';
import { newEmail } from './support.js';

/**
 * The sign-up's `data.interface_language` is the client's word (decision 305): the confirmation mail is
 * written in it only when it is one of the six interface languages; any other value, a prototype key or
 * a non-string included, gives the English mail and still a 200.
 */
describe('sign-up mail language from the request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { AUTH_RATE_LIMITS: 'false' });
  });
  afterAll(() => t.dispose());

  async function subjectOfSignUp(interfaceLanguage: unknown): Promise<string> {
    const email = newEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email, password: 'a fine passphrase', data: { interface_language: interfaceLanguage } },
    });
    expect(res.statusCode).toBe(200);
    const mail = outboxMails(t).find((m) => m.to.includes(email));
    return mail!.subject;
  }

  it('writes it in a supported language the sign-up names', async () => {
    expect(await subjectOfSignUp('es')).toBe('Confirma tu cuenta de Inkwell');
  });

  it.each([
    ['xx'],
    ['ES'],
    ['__proto__'],
    ['constructor'],
    ['toString'],
    [42],
    [['es']],
    [{ es: true }],
    [null],
  ])('writes it in English for %j', async (value) => {
    expect(await subjectOfSignUp(value)).toBe('Confirm your Inkwell account');
  });
});
