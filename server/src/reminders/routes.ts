import { updateReminderSettingsBody } from '@inkwell/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { leaveList, present, readSettings, updateSettings } from './settings.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

/** GET and PUT /api/auth/me/reminders (partial, as PUT /api/auth/me): the signed-in learner's reminder and digest settings. */
export const reminderRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/auth/me/reminders', async (req) =>
    present(await readSettings(deps.db.kysely, currentUser(req).id)),
  );

  app.put('/auth/me/reminders', async (req) => {
    const body = parse(updateReminderSettingsBody, req.body);
    return updateSettings(deps.db.kysely, currentUser(req).id, body, deps.now());
  });
};

const LIST_NAMES = { reminder: 'the daily reminder', digest: 'the weekly digest' } as const;

/**
 * /api/unsubscribe?token=…, public: the signed token is the authority (decision 258). GET shows a page
 * with one button (link scanners that follow GETs unsubscribe no one); POST unsubscribes, as RFC 8058's
 * one-click POST from a mail client does.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form; the token in the URL is all we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  const tokenOf = (query: unknown) => {
    const token = (query as { token?: unknown } | undefined)?.token;
    return typeof token === 'string'
      ? verifyUnsubscribeToken(deps.config.jwtSecret, token, deps.now())
      : null;
  };

  app.get('/unsubscribe', async (req, reply) => {
    const claims = tokenOf(req.query);
    if (!claims) return page(reply, 400, invalid);
    const token = (req.query as { token: string }).token;
    return page(
      reply,
      200,
      `<h1>Unsubscribe</h1><p>Stop ${LIST_NAMES[claims.list]} mails from Inkwell?</p>` +
        `<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post('/unsubscribe', async (req, reply) => {
    const claims = tokenOf(req.query);
    if (!claims) return page(reply, 400, invalid);
    await leaveList(deps.db.kysely, claims.userId, claims.list, deps.now());
    return page(
      reply,
      200,
      `<h1>Unsubscribed</h1><p>You will get no more of ${LIST_NAMES[claims.list]} mails. ` +
        `You can turn them on again in Profile Settings.</p>`,
    );
  });
};

const invalid =
  '<h1>This unsubscribe link does not work</h1><p>It is incomplete, changed or expired. Sign in and turn mails off in Profile Settings.</p>';

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inkwell</title></head><body>${body}</body></html>`,
    );
}
