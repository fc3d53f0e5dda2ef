import { isListChannel } from '@portal/contracts';
import { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { ServerOptions } from 'socket.io';
import { ChannelStore } from './channels';
import { RealtimeCluster, type ClusterTimings } from './cluster';
import type { Clock } from '../clock';
import { FeedClock } from './feed-clock';
import type { IngestTimings } from './ingest';
import { startIngest, type IngestRun } from './ingest-run';
import { silentLog, type RealtimeLog } from './log';
import { ReferenceData } from './projection';
import { createUpstreamClient, UpstreamError, type UpstreamClient, type UpstreamImage } from './upstream';

export type RealtimeHubOptions = {
  /** The vendor (or the built-in simulator). */
  upstreamUrl: string;
  log?: RealtimeLog;
  timings?: Partial<IngestTimings>;
  wallClock?: Clock;
  ringSize?: number;
  /** The least time between two patches of a list channel (a quiet list's change goes at once); 0 sends each at once. */
  listWindowMs?: number;
  /** Several processes on one Redis: one leads and ingests, every one serves sockets. */
  redis?: { url: string; prefix?: string; timings?: Partial<ClusterTimings> };
};

/** The realtime state a gateway process serves, and how it keeps it up to date. */
export interface RealtimeHub {
  readonly store: ChannelStore;
  readonly clock: FeedClock;
  readonly upstream: UpstreamClient;
  /** Whether this process ingests (always, without Redis). */
  readonly isLeader: boolean;
  /** socket.io server options: the Redis streams adapter and connection state recovery with Redis. */
  socketOptions(): Partial<ServerOptions>;
  /** Sockets to drop when this process's patches may not have been shared (it lost the lead). */
  onOrphaned(listener: () => void): void;
  /** A team's badge from the upstream, cached; undefined when the upstream has none. */
  teamLogo(teamId: number): Promise<UpstreamImage | undefined>;
  /** Resolves once the lists exist. */
  whenReady(): Promise<void>;
  /** Starts ingesting (or following the leader), writing to `log` from then on. */
  start(log?: RealtimeLog): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_PREFIX = 'portal:realtime:';
/** A list's row changes are sent at most this often; match and odds channels go at once. */
export const DEFAULT_LIST_WINDOW_MS = 200;
const LOGO_CACHE_LIMIT = 2_000;
const TEAMS_REFRESH_MS = 60_000;

export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  let log = options.log ?? silentLog;
  const store = new ChannelStore({
    ringSize: options.ringSize,
    coalesce: { windowMs: options.listWindowMs ?? DEFAULT_LIST_WINDOW_MS, channels: isListChannel },
  });
  const clock = new FeedClock(options.wallClock);
  const upstream = createUpstreamClient(options.upstreamUrl);
  const orphanedListeners = new Set<() => void>();
  let run: IngestRun | undefined;
  let adapterClient: Redis | undefined;
  let readyWaiters: (() => void)[] = [];

  const lead = () => {
    run = startIngest({
      upstream,
      store,
      clock,
      log,
      timings: options.timings,
    });
  };
  const follow = async (orphaned: boolean) => {
    await run?.stop();
    run = undefined;
    if (orphaned) for (const listener of orphanedListeners) listener();
  };

  let cluster: RealtimeCluster | undefined;
  // Followers learn of the lists from the stream, the leader from its own load.
  store.onPatch(() => {
    if (store.ready && readyWaiters.length > 0) {
      for (const resolve of readyWaiters) resolve();
      readyWaiters = [];
    }
  });

  const reference = new ReferenceData();
  let teamsReadAt = 0;
  /** The teams being read, which every badge of a team not known yet waits for (a page asks for several at once). */
  let teamsReading: Promise<void> | undefined;
  const logos = new Map<number, UpstreamImage | undefined>();
  const logoPath = async (teamId: number): Promise<string | undefined> => {
    if (!reference.teams.has(teamId)) {
      if (teamsReading === undefined && Date.now() - teamsReadAt > TEAMS_REFRESH_MS) {
        teamsReadAt = Date.now();
        teamsReading = upstream
          .teams()
          .then((teams) => reference.update({ teams }))
          .finally(() => {
            teamsReading = undefined;
          });
      }
      await teamsReading;
    }
    return reference.teams.get(teamId)?.logo;
  };

  return {
    store,
    clock,
    upstream,
    get isLeader() {
      return options.redis === undefined || cluster?.isLeader === true;
    },
    socketOptions() {
      if (options.redis === undefined) return {};
      const prefix = options.redis.prefix ?? DEFAULT_PREFIX;
      adapterClient ??= new Redis(options.redis.url);
      adapterClient.on('error', (error) => log.debug({ err: error }, 'socket.io adapter redis error'));
      return {
        adapter: createAdapter(adapterClient, {
          streamName: `${prefix}socket.io`,
          channelPrefix: `${prefix}socket.io`,
          sessionKeyPrefix: `${prefix}sio:session:`,
          blockTimeInMs: 1_000,
        }),
        connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
      };
    },
    onOrphaned(listener) {
      orphanedListeners.add(listener);
    },
    async teamLogo(teamId) {
      if (logos.has(teamId)) return logos.get(teamId);
      const path = await logoPath(teamId);
      if (path === undefined) return undefined;
      let image: UpstreamImage | undefined;
      try {
        image = /^https?:\/\//.test(path) ? undefined : await upstream.image(path);
      } catch (error) {
        if (!(error instanceof UpstreamError && error.status === 404)) throw error;
      }
      if (logos.size >= LOGO_CACHE_LIMIT) logos.clear();
      logos.set(teamId, image);
      return image;
    },
    whenReady() {
      if (store.ready) return Promise.resolve();
      return new Promise((resolve) => readyWaiters.push(resolve));
    },
    async start(startLog) {
      if (startLog !== undefined) log = startLog;
      if (options.redis === undefined) {
        lead();
        return;
      }
      cluster = new RealtimeCluster({
        redisUrl: options.redis.url,
        prefix: options.redis.prefix ?? DEFAULT_PREFIX,
        store,
        clock,
        log,
        timings: options.redis.timings,
        lead,
        follow,
      });
      await cluster.start();
    },
    async close() {
      if (cluster === undefined) await follow(false);
      else await cluster.close();
      cluster = undefined;
      adapterClient?.disconnect();
    },
  };
}
