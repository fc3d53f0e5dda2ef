import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveRoute } from '../serve-route';
import { sessionUserResolver } from '../../realtime/scores/collects';
import { collectRoutes } from './collect';
import { databaseRoutes } from './database';
import { matchPageRoutes } from './match-pages';
import { oddsRoutes } from './odds';
import { basketballScoreRoutes, footballScoreRoutes } from './scores';

/** Live scores and match data (SPEC §7 "Live and scores"). */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scores, collects, teamLogo } = app.realtime;
  const users = app.realtime.userResolver ?? sessionUserResolver(app.accounts.sessions);
  // The feed's time: pages run match clocks from phaseStartedAt against it.
  serveRoute(app, routes.live.time, {}, async () => ok(scores.now()));
  await app.register(footballScoreRoutes, { scores });
  await app.register(basketballScoreRoutes, { scores });
  await app.register(matchPageRoutes, { scores, seasons: app.database.seasons, teamLogo });
  await app.register(collectRoutes, { scores, collects, users });
  const upstream = app.realtime.hub?.upstream;
  await app.register(oddsRoutes, { scores, oddsHistory: upstream === undefined ? undefined : (matchId) => upstream.oddsHistory(matchId) });
  await app.register(databaseRoutes, { seasons: app.database.seasons, scores });
};
