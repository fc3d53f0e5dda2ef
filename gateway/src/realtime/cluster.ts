import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { patchSchema, type Patch } from '@portal/contracts';
import type { ChannelSnapshot, ChannelStore } from './channels';
import type { FeedClock } from './feed-clock';
import type { RealtimeLog } from './log';

export type ClusterTimings = {
  /** How long the leader lock lives without renewal: the longest a dead leader goes unnoticed. */
  lockTtlMs: number;
  /** How often the leader renews the lock and the followers try to take it. */
  renewMs: number;
  /** How often the leader writes the channels that changed to the checkpoint. */
  checkpointMs: number;
  /** Patches kept in the stream (approximately); must outlast a few checkpoints. */
  streamMaxLen: number;
};

export const DEFAULT_CLUSTER_TIMINGS: ClusterTimings = {
  lockTtlMs: 3_000,
  renewMs: 1_000,
  checkpointMs: 5_000,
  streamMaxLen: 100_000,
};

export type ClusterOptions = {
  redisUrl: string;
  /** Prefix of every key, so that several deployments (or tests) share one Redis. */
  prefix: string;
  store: ChannelStore;
  clock: FeedClock;
  log: RealtimeLog;
  timings?: Partial<ClusterTimings>;
  /** Starts ingesting into the store; called with the store holding every published patch. */
  lead: () => void;
  /** Stops ingesting; `orphaned` when patches made here may never have been shared. */
  follow: (orphaned: boolean) => Promise<void>;
};

// Writes are fenced by the lock: a process that lost it (paused, cut off) cannot append a patch
// or overwrite the checkpoint after another took over.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const PUBLISH = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return false end
return redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], '*', 'p', ARGV[3])`;
const CHECKPOINT = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], unpack(ARGV, 2))
return 1`;
const CHECKPOINT_FROM = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SET', KEYS[3], ARGV[3])
return 1`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const CHECKPOINT_BATCH = 100;
const READ_COUNT = 500;
const READ_BLOCK_MS = 500;

type StreamEntry = [id: string, fields: string[]];

/**
 * Several gateway processes on one Redis. Exactly one, holding the lock, ingests and appends every
 * patch it makes to a Redis stream (its sockets get a patch once it is appended). The others apply
 * the stream to their own channel store and serve their sockets from it, so every process numbers
 * every channel alike. A process taking over reads the stream to its end first, and continues
 * the numbering from there. Every few seconds the leader checkpoints the channels that changed,
 * so a process that starts cold loads the checkpoint and reads the stream from where it was made.
 */
export class RealtimeCluster {
  private readonly timings: ClusterTimings;
  private readonly command: Redis;
  private readonly reader: Redis;
  private readonly token = `${process.pid}:${randomBytes(8).toString('hex')}`;
  private readonly keys;
  private leading = false;
  private closed = false;
  /** The last stream entry applied (following) or appended (leading). */
  private lastId = '0-0';
  private reading: Promise<void> | undefined;
  private lockTimer: NodeJS.Timeout | undefined;
  private checkpointTimer: NodeJS.Timeout | undefined;
  private readonly dirty = new Set<string>();
  private stopWatchingPatches: (() => void) | undefined;
  private transition: Promise<void> = Promise.resolve();
  private rebootstrapping = false;

  constructor(private readonly options: ClusterOptions) {
    this.timings = { ...DEFAULT_CLUSTER_TIMINGS, ...options.timings };
    const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3 } as const;
    this.command = new Redis(options.redisUrl, redisOptions);
    this.reader = new Redis(options.redisUrl, { ...redisOptions, maxRetriesPerRequest: null });
    for (const redis of [this.command, this.reader]) {
      redis.on('error', (error) => options.log.debug({ err: error }, 'realtime redis error'));
    }
    const p = options.prefix;
    this.keys = {
      lock: `${p}lock`,
      stream: `${p}patches`,
      checkpoint: `${p}checkpoint`,
      checkpointFrom: `${p}checkpoint:from`,
      clock: `${p}clock`,
    };
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Connects, loads the checkpoint and the stream after it, then follows or leads. */
  async start(): Promise<void> {
    await Promise.all([this.command.connect(), this.reader.connect()]);
    this.stopWatchingPatches = this.options.store.onPatch((patch) => this.dirty.add(patch.channel));
    await this.bootstrap();
    this.startReading();
    await this.contend();
  }

  /** Gives the lock up (so another process takes over at once) and disconnects. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.lockTimer);
    clearInterval(this.checkpointTimer);
    await this.transition;
    if (this.leading) {
      this.leading = false;
      await this.options.follow(false);
      await this.writeCheckpoint().catch(() => undefined);
      await this.command.eval(RELEASE, 1, this.keys.lock, this.token).catch(() => undefined);
    }
    this.options.store.setGate(undefined);
    this.stopWatchingPatches?.();
    this.reader.disconnect();
    await this.reading;
    await this.command.quit().catch(() => this.command.disconnect());
  }

  // ---------------------------------------------------------------------------------------------
  // Following

  /** Loads the checkpoint's channels that are ahead of ours, then the stream after the checkpoint. */
  private async bootstrap(): Promise<void> {
    const replies = await this.command
      .multi()
      .get(this.keys.checkpointFrom)
      .hgetall(this.keys.checkpoint)
      .get(this.keys.clock)
      .exec();
    const from = (replies?.[0]?.[1] as string | null) ?? '0-0';
    const channels = (replies?.[1]?.[1] as Record<string, string> | null) ?? {};
    this.observeClock(replies?.[2]?.[1] as string | null);
    const { store } = this.options;
    for (const [channel, text] of Object.entries(channels)) {
      const snapshot = JSON.parse(text) as ChannelSnapshot;
      if (snapshot.seq > store.seqOf(channel)) store.load(channel, snapshot);
    }
    this.lastId = from;
    await this.drain();
  }

  /** Applies the stream from the last entry read to its end, without waiting. */
  private async drain(): Promise<void> {
    for (;;) {
      const entries = (await this.command.xrange(this.keys.stream, `(${this.lastId}`, '+', 'COUNT', 1_000)) as StreamEntry[];
      if (entries.length === 0) return;
      this.applyEntries(entries);
    }
  }

  private startReading(): void {
    this.reading = (async () => {
      while (!this.closed && !this.leading) {
        try {
          const reply = (await this.reader.xread(
            'COUNT',
            READ_COUNT,
            'BLOCK',
            READ_BLOCK_MS,
            'STREAMS',
            this.keys.stream,
            this.lastId,
          )) as [string, StreamEntry[]][] | null;
          if (this.closed || this.leading) return;
          const entries = reply?.[0]?.[1];
          if (entries !== undefined) this.applyEntries(entries);
        } catch (error) {
          if (this.closed) return;
          this.options.log.warn({ err: error }, 'realtime: reading the patch stream failed');
          await new Promise((resolve) => setTimeout(resolve, this.timings.renewMs));
        }
      }
    })();
  }

  private applyEntries(entries: readonly StreamEntry[]): void {
    const { store, log } = this.options;
    for (const [id, fields] of entries) {
      this.lastId = id;
      const index = fields.indexOf('p');
      const parsed = patchSchema.safeParse(index === -1 ? undefined : JSON.parse(fields[index + 1] ?? 'null'));
      if (!parsed.success) {
        log.warn({ id }, 'realtime: unreadable entry in the patch stream');
        continue;
      }
      if (store.applyRemote(parsed.data) === 'gap') this.rebootstrapSoon(parsed.data);
    }
  }

  /** A patch we cannot place (entries trimmed away before we read them): load the checkpoint again. */
  private rebootstrapSoon(patch: Patch): void {
    if (this.rebootstrapping) return;
    this.rebootstrapping = true;
    this.options.log.warn({ channel: patch.channel, seq: patch.seq }, 'realtime: gap in the patch stream, reloading');
    setTimeout(() => {
      this.bootstrap()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'realtime: reloading failed'))
        .finally(() => {
          this.rebootstrapping = false;
        });
    }, this.timings.checkpointMs);
  }

  // ---------------------------------------------------------------------------------------------
  // Leading

  private contend(): Promise<void> {
    this.transition = this.transition.then(async () => {
      if (this.closed) return;
      try {
        if (this.leading) await this.renew();
        else await this.tryToLead();
      } catch (error) {
        if (!this.closed) this.options.log.warn({ err: error }, 'realtime: leader lock round failed');
      }
    });
    void this.transition.then(() => {
      if (!this.closed) this.lockTimer = setTimeout(() => void this.contend(), this.timings.renewMs);
    });
    return this.transition;
  }

  private async tryToLead(): Promise<void> {
    const taken = await this.command.set(this.keys.lock, this.token, 'PX', this.timings.lockTtlMs, 'NX');
    if (taken !== 'OK') {
      this.observeClock(await this.command.get(this.keys.clock));
      return;
    }
    // Nothing is appended after the lock changed hands: what the stream holds now is all there is.
    this.leading = true;
    try {
      await this.reading;
      await this.drain();
    } catch (error) {
      this.leading = false;
      await this.command.eval(RELEASE, 1, this.keys.lock, this.token).catch(() => undefined);
      this.startReading();
      throw error;
    }
    this.options.store.setGate((patch) => this.append(patch));
    this.options.log.info({ token: this.token }, 'realtime: leading, ingesting the upstream');
    this.checkpointTimer = setInterval(() => {
      this.writeCheckpoint().catch((error: unknown) => this.options.log.warn({ err: error }, 'realtime: checkpoint failed'));
    }, this.timings.checkpointMs);
    this.options.lead();
  }

  private async renew(): Promise<void> {
    const renewed = await this.command.eval(RENEW, 1, this.keys.lock, this.token, this.timings.lockTtlMs);
    if (renewed !== 1) {
      await this.stepDown('the leader lock was lost');
      return;
    }
    await this.command.set(this.keys.clock, JSON.stringify(this.options.clock.reading()), 'PX', this.timings.lockTtlMs * 10);
  }

  private async append(patch: Patch): Promise<boolean> {
    if (!this.leading) return false;
    try {
      const id = (await this.command.eval(
        PUBLISH,
        2,
        this.keys.lock,
        this.keys.stream,
        this.token,
        this.timings.streamMaxLen,
        JSON.stringify(patch),
      )) as string | null;
      if (id !== null) {
        this.lastId = id;
        return true;
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'realtime: appending a patch failed');
    }
    void this.stepDownSoon('a patch could not be shared');
    return false;
  }

  private stepDownSoon(reason: string): Promise<void> {
    this.transition = this.transition
      .then(() => this.stepDown(reason))
      .catch((error: unknown) => {
        if (!this.closed) this.options.log.error({ err: error }, 'realtime: stepping down failed');
      });
    return this.transition;
  }

  /**
   * Stops ingesting. Patches made here that never reached the stream may sit in this store and in
   * what its sockets were sent, so both start over from Redis.
   */
  private async stepDown(reason: string): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    clearInterval(this.checkpointTimer);
    this.options.log.warn({ reason }, 'realtime: no longer leading');
    this.options.store.setGate(undefined);
    await this.options.follow(true);
    if (this.closed) return;
    this.options.store.clear();
    await this.bootstrap();
    this.startReading();
  }

  private async writeCheckpoint(): Promise<void> {
    if (this.dirty.size === 0) return;
    const from = this.lastId;
    const fields: string[] = [];
    for (const [channel, snapshot] of this.options.store.all()) {
      if (!this.dirty.has(channel)) continue;
      fields.push(channel, JSON.stringify({ seq: snapshot.seq, state: snapshot.state ?? null }));
    }
    this.dirty.clear();
    for (let start = 0; start < fields.length; start += CHECKPOINT_BATCH * 2) {
      const batch = fields.slice(start, start + CHECKPOINT_BATCH * 2);
      const written = await this.command.eval(CHECKPOINT, 2, this.keys.lock, this.keys.checkpoint, this.token, ...batch);
      if (written !== 1) return;
    }
    await this.command.eval(
      CHECKPOINT_FROM,
      3,
      this.keys.lock,
      this.keys.checkpointFrom,
      this.keys.clock,
      this.token,
      from,
      JSON.stringify(this.options.clock.reading()),
    );
  }

  private observeClock(text: string | null | undefined): void {
    if (!text) return;
    try {
      const reading = JSON.parse(text) as { feedTime?: unknown; speed?: unknown };
      if (typeof reading.feedTime === 'number') {
        this.options.clock.observe(reading.feedTime, typeof reading.speed === 'number' ? reading.speed : undefined);
      }
    } catch {
      // A clock written by another version; the next reading will do.
    }
  }
}
