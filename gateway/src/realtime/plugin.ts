import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { UpstreamImage } from './upstream/client';
import { ChannelStore } from './channels/channel-store';
import type { MatchCollectStore, UserResolver } from './scores/collects';
import { FeedClock } from './upstream/feed-clock';
import type { RealtimeHub } from './hub';
import { ScoreReader } from './scores/score-reader';
import { attachRealtimeSockets, type RealtimeSockets } from './channels/socket';

/** What the score calls read: the hub's channels, the users' collected matches and the team logos. */
export type Realtime = {
  hub: RealtimeHub | undefined;
  scores: ScoreReader;
  collects: MatchCollectStore;
  /** Who a token belongs to, for collecting matches; undefined means the accounts feature's sessions. */
  userResolver: UserResolver | undefined;
  teamLogo: ((teamId: number) => Promise<UpstreamImage | undefined>) | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** The socket.io fan-out, for features that serve channels or events of their own on it; absent without a hub. */
    realtimeSockets?: RealtimeSockets;
  }
}

export type RealtimePluginOptions = {
  /**
   * Live scores kept up to date from the upstream, with socket.io on the app's server. Without it
   * the score calls answer empty lists and no socket server is attached.
   */
  realtime?: RealtimeHub | undefined;
  userResolver?: UserResolver | undefined;
  collects: MatchCollectStore;
};

/**
 * socket.io on the app's own HTTP server, fed by the hub. Its clients are disconnected before the
 * server closes, which would otherwise wait for their WebSockets forever.
 */
export function registerRealtimeSockets(app: FastifyInstance, hub: RealtimeHub): RealtimeSockets {
  const sockets = attachRealtimeSockets(app.server, hub.store, app.log, hub.socketOptions());
  app.decorate('realtimeSockets', sockets);
  app.addHook('preClose', async () => {
    await sockets.close();
  });
  return sockets;
}

/** The live scores and, with a hub, the socket fan-out. */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    const hub = options.realtime;
    app.decorate('realtime', {
      hub,
      scores: hub === undefined ? new ScoreReader(new ChannelStore(), new FeedClock()) : new ScoreReader(hub.store, hub.clock),
      collects: options.collects,
      userResolver: options.userResolver,
      teamLogo: hub === undefined ? undefined : (teamId: number) => hub.teamLogo(teamId),
    });
    if (hub !== undefined) registerRealtimeSockets(app, hub);
  },
  { name: 'realtime' },
);
