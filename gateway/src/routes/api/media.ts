import { ok, REPLAY_NOT_FOUND_MESSAGE, ResultCode, routes, type StreamKey } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';


/** An anchor's stream key, and the replays of a room. */
export const apiMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { streamKeys, replays, publicRtmpUrl } = app.media;
  const streamKeyOf = (roomId: number, secret: string): StreamKey => {
    const streamKey = `${roomId}?key=${secret}`;
    return { roomId, rtmpServer: publicRtmpUrl, streamKey, publishUrl: `${publicRtmpUrl}/${streamKey}` };
  };

  serveRoute(app, routes.media.streamKey, { onRequest: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const roomId = await app.media.anchorRoom(signedInUser(request).user.id, request.query.roomId);
    return ok(streamKeyOf(roomId, await streamKeys.keyOf(roomId)));
  });

  serveRoute(app, routes.media.renewStreamKey, { onRequest: app.requireUserFromHeader }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const roomId = await app.media.anchorRoom(signedInUser(request).user.id, request.body?.roomId);
    return ok(streamKeyOf(roomId, await streamKeys.renew(roomId)));
  });

  serveRoute(app, routes.media.replayPage, {}, async (request) => {
    const { roomId, page, pageSize } = request.body;
    return ok({ ...(await replays.pageByRoom(roomId, page, pageSize)), page, pageSize });
  });

  serveRoute(app, routes.media.replayDetail, {}, async (request) => {
    const replay = await replays.replay(request.query.recordId);
    if (!replay) throw new AppError(ResultCode.NOT_FOUND, REPLAY_NOT_FOUND_MESSAGE);
    return ok(replay);
  });
};
