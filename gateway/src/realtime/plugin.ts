import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from './hub';
import { attachRealtimeSockets } from './socket';

/**
 * socket.io on the app's own HTTP server, fed by the hub. Its clients are disconnected before the
 * server closes, which would otherwise wait for their WebSockets forever.
 */
export function registerRealtimeSockets(app: FastifyInstance, hub: RealtimeHub): void {
  const sockets = attachRealtimeSockets(app.server, hub.store, app.log, hub.socketOptions());
  hub.onOrphaned(() => sockets.io.local.disconnectSockets(true));
  app.addHook('preClose', async () => {
    await sockets.close();
  });
}
