import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from './hub';
import { attachRealtimeSockets, type RealtimeSockets } from './socket';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io fan-out, for features that serve channels or events of their own on it; absent without a hub. */
    realtimeSockets?: RealtimeSockets;
  }
}

/**
 * socket.io on the app's own HTTP server, fed by the hub. Its clients are disconnected before the
 * server closes, which would otherwise wait for their WebSockets forever.
 */
export function registerRealtimeSockets(app: FastifyInstance, hub: RealtimeHub): RealtimeSockets {
  const sockets = attachRealtimeSockets(app.server, hub.store, app.log, hub.socketOptions());
  app.decorate('realtimeSockets', sockets);
  hub.onOrphaned(() => sockets.io.local.disconnectSockets(true));
  app.addHook('preClose', async () => {
    await sockets.close();
  });
  return sockets;
}
