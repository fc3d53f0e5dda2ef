import type { FastifyInstance } from 'fastify';
import { matchApiRoutes } from '../routes/api/match';
import { liveRoutes } from '../routes/live';
import { ChannelStore } from './channels';
import type { MatchCollectStore, UserResolver } from './collects';
import { FeedClock } from './feed-clock';
import type { RealtimeHub } from './hub';
import { registerRealtimeSockets } from './plugin';
import { ScoreReader } from './score-reader';

export type RealtimeDependencies = {
  /**
   * Live scores kept up to date from the upstream, with socket.io on the app's server. Without it
   * the score calls answer empty lists and no socket server is attached.
   */
  realtime?: RealtimeHub;
  /** Who a token belongs to, for collecting matches; by default the accounts feature's sessions. */
  userResolver?: UserResolver;
};

/** The score calls (/live/…, /api/match/…) and the socket fan-out, all reading the hub's channels. */
export async function registerRealtime(
  app: FastifyInstance,
  dependencies: RealtimeDependencies,
  users: UserResolver,
  collects: MatchCollectStore,
): Promise<void> {
  const hub = dependencies.realtime;
  const scores = hub === undefined ? new ScoreReader(new ChannelStore(), new FeedClock()) : new ScoreReader(hub.store, hub.clock);
  await app.register(liveRoutes, {
    scores,
    collects,
    users: dependencies.userResolver ?? users,
    teamLogo: hub === undefined ? undefined : (teamId) => hub.teamLogo(teamId),
  });
  await app.register(matchApiRoutes, { scores, collects });
  if (hub !== undefined) registerRealtimeSockets(app, hub);
}
