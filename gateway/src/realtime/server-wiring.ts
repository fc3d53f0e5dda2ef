import type { Config } from '../config';
import { createSimulatorServer, type SimulatorServer } from '@portal/simulator';
import { createRealtimeHub, type RealtimeHub } from './hub';
import type { RealtimeLog } from './channels/log';

export type RealtimeProcess = {
  hub: RealtimeHub;
  /** The time of the world the portal shows: the built-in simulator's, or the wall clock's with an outside upstream. */
  worldNow(): number;
  /** Starts ingesting, or following the process that does. */
  start(log: RealtimeLog): Promise<void>;
  close(): Promise<void>;
};

/**
 * The realtime side of a gateway process: the hub on UPSTREAM_URL, or, when it is not set, on the
 * built-in simulator started here on its own port (127.0.0.1), spoken to over real HTTP and WebSocket.
 */
export async function createRealtimeProcess(config: Config): Promise<RealtimeProcess> {
  let simulator: SimulatorServer | undefined;
  let upstreamUrl = config.upstreamUrl;
  if (upstreamUrl === undefined) {
    simulator = await createSimulatorServer({
      host: '127.0.0.1',
      port: config.simulator.port,
      seed: config.simulator.seed,
      speed: config.simulator.speed,
      start: config.simulator.start,
    });
    upstreamUrl = simulator.url;
  }
  const hub = createRealtimeHub({
    upstreamUrl,
    redis: config.redisUrl === undefined ? undefined : { url: config.redisUrl },
    listWindowMs: config.listWindowMs,
  });
  return {
    hub,
    worldNow: () => simulator?.sourceNow() ?? Date.now(),
    async start(log) {
      if (simulator !== undefined) {
        log.info({ url: simulator.url, speed: config.simulator.speed, seed: config.simulator.seed }, 'built-in upstream simulator started');
      }
      await hub.start(log);
    },
    async close() {
      await hub.close();
      await simulator?.close();
    },
  };
}
