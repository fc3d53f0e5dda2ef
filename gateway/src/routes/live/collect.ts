import { NOT_YOUR_COLLECT_MESSAGE, ok, ResultCode, routes, SIGN_IN_REQUIRED_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';
import type { MatchCollectStore, UserResolver } from '../../realtime/scores/collects';
import type { ScoreReader } from '../../realtime/scores/score-reader';
import { requireMatch } from './lists';

export type CollectRoutesOptions = { scores: ScoreReader; collects: MatchCollectStore; users: UserResolver };

/** Collecting (关注) football matches: POST /collect and /cancel-collect, GET /collect lists them. */
export const collectRoutes: FastifyPluginAsyncZod<CollectRoutesOptions> = async (app, { scores, collects, users }) => {
  const caller = async (token: string | undefined) => {
    const user = token ? await users.resolveUser(token) : null;
    if (user === null) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
    return user;
  };

  serveRoute(app, routes.live.collect, {}, async (request) => {
    const user = await caller(request.accessToken);
    if (request.body.userId !== user.id) throw new AppError(ResultCode.FORBIDDEN, NOT_YOUR_COLLECT_MESSAGE);
    requireMatch(scores, undefined, request.body.matchId);
    await collects.add(user.id, request.body.matchId, request.body.type);
    return ok(null);
  });

  serveRoute(app, routes.live.cancelCollect, {}, async (request) => {
    const user = await caller(request.accessToken);
    if (request.body.userId !== user.id) throw new AppError(ResultCode.FORBIDDEN, NOT_YOUR_COLLECT_MESSAGE);
    await collects.remove(user.id, request.body.matchId);
    return ok(null);
  });

  serveRoute(app, routes.live.collected, {}, async (request) => {
    const user = await caller(request.accessToken);
    return ok({ matchIds: await collects.list(user.id) });
  });
};
