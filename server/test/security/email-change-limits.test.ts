import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../src/auth/rate-limits.js';
import { newEmail, PASSWORD, signedUpClient, startAuthServer, type AuthServer } from '../auth/support.js';
import { ENGINES } from '../support/engines.js';

type Client = Awaited<ReturnType<typeof signedUpClient>>['client'];

describe.each(ENGINES)('email change rate limits on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_RATE_LIMITS: 'true' });
  });
  afterAll(() => server.dispose());

  const change = async (client: Client, to: string) =>
    (await client.updateUser({ email: to, current_password: PASSWORD })).error;

  it('has the same budgets as password changes', () => {
    expect(AUTH_LIMITS.email_change).toEqual(AUTH_LIMITS.password);
  });

  it('limits changes per account: no mail past the budget, not even to a new victim', async () => {
    const { client, email } = await signedUpClient(server);
    const victim = newEmail();
    const max = AUTH_LIMITS.email_change.user.max;
    for (let i = 0; i < max; i++) expect(await change(client, victim)).toBeNull();
    expect(await change(client, victim)).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(await change(client, newEmail())).toMatchObject({ status: 429 });
    expect(server.mailsTo(victim)).toHaveLength(max);
    expect(server.mailsTo(email)).toHaveLength(1 + max); // sign-up confirmation, then one notice per change
  });

  it('limits changes per IP across accounts', async () => {
    // The first test's 7 attempts came from this address too: 10 allowed in all.
    const { client } = await signedUpClient(server);
    const left = AUTH_LIMITS.email_change.ip.max - (AUTH_LIMITS.email_change.user.max + 2);
    for (let i = 0; i < left; i++) expect(await change(client, newEmail())).toBeNull();
    expect(await change(client, newEmail())).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
