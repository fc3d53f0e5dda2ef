import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { chatTwinCalls, viewerOf } from '../chat/shared-calls';
import { BARRAGE_STYLES } from './barrage-styles';
import { serveRoute } from '../serve-route';
import { CALL_LIMITS } from '../../http/rate-limits';

/** Chat, horns and reports of the live-room API (SPEC §7). */
export const apiChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service: chat, moderation, records } = app.chat;
  const twins = chatTwinCalls(app);
  serveRoute(app, routes.chat.roomPage, {}, twins.page);
  serveRoute(app, routes.chat.roomWelcome, {}, twins.welcome);
  serveRoute(app, routes.chat.roomMsg, {}, twins.msg);

  serveRoute(app, routes.chat.info, {}, async (request) => ok(await chat.info(await viewerOf(app, request), request.query.roomId)));

  serveRoute(app, routes.chat.barrageAll, {}, async () => ok([...BARRAGE_STYLES]));

  serveRoute(app, routes.chat.hornList, {}, async (request) => ok(await records.horns(request.query.page, request.query.pageSize)));

  serveRoute(app, routes.chat.hornInfo, {}, async () => ok(await records.newestHorn()));

  serveRoute(app, routes.chat.delete, { onRequest: app.requireUser }, async (request) => {
    await chat.deleteMessage(signedInUser(request).user.id, request.body.roomId, request.body.messageId);
    return ok(null);
  });

  serveRoute(app, routes.chat.slowMode, { onRequest: app.requireUser }, async (request) => {
    await chat.setSlowMode(signedInUser(request).user.id, request.body.roomId, request.body.seconds);
    return ok(null);
  });

  serveRoute(app, routes.chat.words, { onRequest: app.requireUser }, async (request) =>
    ok({ words: await chat.words(signedInUser(request).user.id, request.query.roomId) }),
  );

  serveRoute(app, routes.chat.setWords, { onRequest: app.requireUser }, async (request) =>
    ok({ words: await chat.setWords(signedInUser(request).user.id, request.body.roomId, request.body.words) }),
  );

  serveRoute(app, routes.chat.modLog, { onRequest: app.requireUser }, async (request) =>
    ok(await moderation.acts(signedInUser(request).user.id, request.query)),
  );

  serveRoute(app, routes.chat.reportAdd, { onRequest: app.requireUser, config: CALL_LIMITS.reports }, async (request) =>
    ok(await records.report(signedInUser(request).user.id, request.body)),
  );
};
