import { commonQuerySchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MatchCollectStore, UserResolver } from '../../realtime/collects';
import type { ScoreReader } from '../../realtime/score-reader';
import type { UpstreamImage } from '../../realtime/upstream';
import { collectRoutes } from './collect';
import { matchPageRoutes } from './match-pages';
import { basketballScoreRoutes, footballScoreRoutes } from './scores';

export type LiveRoutesOptions = {
  scores: ScoreReader;
  collects: MatchCollectStore;
  users: UserResolver;
  teamLogo?: (teamId: number) => Promise<UpstreamImage | undefined>;
};

/** Live scores and match data (SPEC §7 "Live and scores"). */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  // The feed's time: pages run match clocks from phaseStartedAt against it.
  app.get('/live/time', { schema: { querystring: commonQuerySchema } }, async () => ok(options.scores.now()));
  await app.register(footballScoreRoutes, { scores: options.scores });
  await app.register(basketballScoreRoutes, { scores: options.scores });
  await app.register(matchPageRoutes, { scores: options.scores, teamLogo: options.teamLogo });
  await app.register(collectRoutes, { scores: options.scores, collects: options.collects, users: options.users });
};
