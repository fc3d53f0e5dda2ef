import { isListChannel } from '@portal/contracts';
import { Redis } from 'ioredis';
import { redisOptions } from '../redis-client';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { ServerOptions } from 'socket.io';
import { ChannelStore } from './channels/channel-store';
import { RealtimeCluster, type ClusterRole, type ClusterTimings } from './channels/cluster';
import type { Clock } from '../clock';
import { FeedClock } from './upstream/feed-clock';
import type { IngestTimings } from './upstream/ingest';
import { startIngest, type IngestRun } from './upstream/ingest-run';
import { silentLog, type RealtimeLog } from './channels/log';
import { ReferenceData } from './scores/projection';
import { createUpstreamClient, UpstreamError, type UpstreamClient, type UpstreamImage } from './upstream/client';

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
  /** The numbering the channels are in (cluster.ts); undefined without Redis, or before one was loaded or begun. */
  readonly epoch: number | undefined;
  /** Tells `listener` each time this process starts or stops leading, or takes up another numbering; never without Redis. */
  onRoleChange(listener: (role: ClusterRole) => void): () => void;
  /** socket.io server options: the Redis streams adapter and connection state recovery with Redis. */
  socketOptions(): Partial<ServerOptions>;
  /**
   * Tells `listener` each time the adapter's connection to Redis is back after it was lost: what
   * the gateways shared through it meanwhile may not have reached this one.
   */
  onShareRestored(listener: () => void): () => void;
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
  const roleListeners = new Set<(role: ClusterRole) => void>();
  const restoredListeners = new Set<() => void>();
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
  const follow = async () => {
    await run?.stop();
    run = undefined;
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
    get epoch() {
      return cluster?.role.epoch;
    },
    onRoleChange(listener) {
      roleListeners.add(listener);
      return () => roleListeners.delete(listener);
    },
    onShareRestored(listener) {
      restoredListeners.add(listener);
      return () => restoredListeners.delete(listener);
    },
    socketOptions() {
      if (options.redis === undefined) return {};
      const prefix = options.redis.prefix ?? DEFAULT_PREFIX;
      if (adapterClient === undefined) {
        // The adapter drops the promise of what it publishes: a command must wait out an outage
        // rather than fail, or its failure would go unhandled.
        const client = new Redis(options.redis.url, redisOptions({ maxRetriesPerRequest: null }));
        let lost = false;
        client.on('error', (error) => log.debug({ err: error }, 'socket.io adapter redis error'));
        client.on('close', () => {
          lost = true;
        });
        client.on('ready', () => {
          if (!lost) return;
          lost = false;
          for (const listener of restoredListeners) listener();
        });
        adapterClient = client;
      }
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
        wallClock: options.wallClock,
        lead,
        follow,
        onRole: (role) => {
          for (const listener of roleListeners) listener(role);
        },
      });
      await cluster.start();
    },
    async close() {
      if (cluster === undefined) await follow();
      else await cluster.close();
      cluster = undefined;
      adapterClient?.disconnect();
    },
  };
}
