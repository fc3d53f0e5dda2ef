import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { patchSchema, type Patch } from '@portal/contracts';
import { systemClock, type Clock } from '../../clock';
import { connectRedis, createRedis } from '../../redis-client';
import type { ChannelSnapshot, ChannelStore } from './channel-store';
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

/**
 * What a process is in the cluster: whether it leads, and the numbering (epoch) its channels are
 * in; undefined until it loaded or began one.
 */
export type ClusterRole = { leading: boolean; epoch: number | undefined };

/** The feed's clock, whose reading the leader hands to the other processes. */
export interface SharedClock {
  reading(): { feedTime: number; speed: number };
  observe(feedTime: number, speed?: number): void;
}

export type ClusterOptions = {
  redisUrl: string;
  /** Prefix of every key, so that several deployments (or tests) share one Redis. */
  prefix: string;
  store: ChannelStore;
  clock: SharedClock;
  log: RealtimeLog;
  timings?: Partial<ClusterTimings>;
  /** The time a new numbering starts from; the system's by default. */
  wallClock?: Clock;
  /** Starts ingesting into the store; called with the store holding every published patch. */
  lead: () => void;
  /** Stops ingesting. */
  follow: () => Promise<void>;
  /** Told each time this process starts or stops leading, or takes up another numbering. */
  onRole?: (role: ClusterRole) => void;
};

// Writes are fenced by the lock, whose token is new with each term of leading: a process that lost
// it (paused, cut off, or a Redis that restarted) cannot append a patch or overwrite the
// checkpoint after another took over, not even with a command that waited out the outage.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const PUBLISH = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return false end
return redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], '*', 'p', ARGV[3], 'e', ARGV[4])`;
const CHECKPOINT = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], unpack(ARGV, 2))
return 1`;
const CHECKPOINT_FROM = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SET', KEYS[3], ARGV[3])
redis.call('SET', KEYS[4], ARGV[4])
return 1`;
const DROP_CHECKPOINT = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2], KEYS[3])
return 1`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const CHECKPOINT_BATCH = 100;
const READ_COUNT = 500;
const READ_BLOCK_MS = 500;
const RANGE_COUNT = 1_000;

type StreamEntry = [id: string, fields: string[]];

const fieldOf = (fields: readonly string[], name: string): string | undefined => {
  for (let index = 0; index < fields.length - 1; index += 2) if (fields[index] === name) return fields[index + 1];
  return undefined;
};

const epochOf = (text: string | null | undefined): number | undefined => {
  const epoch = Number(text ?? undefined);
  return Number.isSafeInteger(epoch) && epoch > 0 ? epoch : undefined;
};

/** Resolves once `redis` is connected again, or when `signal` aborts. */
function reconnected(redis: Redis, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      redis.off('ready', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    redis.on('ready', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * Several gateway processes on one Redis. Exactly one, holding the lock, ingests and appends every
 * patch it makes to a Redis stream (its sockets get a patch once it is appended; one that cannot be
 * is taken back). The others apply the stream to their own channel store and serve their sockets
 * from it, so every process numbers every channel alike. A process taking over reads the stream to
 * its end first, and continues the numbering from there. Every few seconds the leader checkpoints
 * the channels that changed, so a process that starts cold loads the checkpoint and reads the
 * stream from where it was made.
 *
 * The numbering lives in Redis; a Redis that comes back empty has lost it. The next leader then
 * begins a new one, an epoch, above every number handed out before (from the wall clock, or past
 * the highest it holds), checkpoints every channel it serves in it, and tags each patch with it.
 * A follower that meets another epoch (in the stream, or in Redis) loads the checkpoint in place
 * of what it held; its clients, seeing the numbers jump, resync and get a snapshot. Until Redis can
 * be read again every process keeps serving what it holds.
 */
export class RealtimeCluster {
  private readonly timings: ClusterTimings;
  private readonly wallClock: Clock;
  private readonly command: Redis;
  private readonly reader: Redis;
  /** The lock's value in this process's current (or last) term of leading. */
  private token = '';
  private readonly keys;
  private leading = false;
  private closed = false;
  /** The numbering this process's channels are in. */
  private epoch: number | undefined;
  /** The store may hold other than what Redis holds: it is loaded whole before reading on. */
  private stale = true;
  /** The last stream entry applied (following) or appended (leading). */
  private lastId = '0-0';
  private reading: Promise<void> | undefined;
  private lockTimer: NodeJS.Timeout | undefined;
  private checkpointTimer: NodeJS.Timeout | undefined;
  private reloadTimer: NodeJS.Timeout | undefined;
  /** Aborted to end a pause of the reading loop early: on leading or closing. */
  private waking = new AbortController();
  private readonly dirty = new Set<string>();
  private stopWatchingPatches: (() => void) | undefined;
  private transition: Promise<void> = Promise.resolve();

  constructor(private readonly options: ClusterOptions) {
    this.timings = { ...DEFAULT_CLUSTER_TIMINGS, ...options.timings };
    this.wallClock = options.wallClock ?? systemClock;
    this.command = createRedis(options.redisUrl);
    // A blocking read waits out an outage instead of failing: the loop reads on once Redis is back.
    this.reader = createRedis(options.redisUrl, { maxRetriesPerRequest: null });
    const p = options.prefix;
    this.keys = {
      lock: `${p}lock`,
      stream: `${p}patches`,
      checkpoint: `${p}checkpoint`,
      checkpointFrom: `${p}checkpoint:from`,
      clock: `${p}clock`,
      epoch: `${p}epoch`,
    };
  }

  get isLeader(): boolean {
    return this.leading;
  }

  get role(): ClusterRole {
    return { leading: this.leading, epoch: this.epoch };
  }

  /**
   * Connects, loads the checkpoint and the stream after it, then follows or leads. A Redis that
   * cannot be reached fails the start with an error naming it.
   */
  async start(): Promise<void> {
    try {
      await Promise.all([connectRedis(this.command, this.options.redisUrl), connectRedis(this.reader, this.options.redisUrl)]);
    } catch (error) {
      this.command.disconnect();
      this.reader.disconnect();
      throw error;
    }
    for (const redis of [this.command, this.reader]) {
      redis.on('error', (error) => this.options.log.debug({ err: error }, 'realtime redis error'));
    }
    this.stopWatchingPatches = this.options.store.onPatch((patch) => this.dirty.add(patch.channel));
    await this.reload();
    this.startReading();
    await this.contend();
  }

  /** Gives the lock up (so another process takes over at once) and disconnects. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.waking.abort();
    clearTimeout(this.lockTimer);
    clearTimeout(this.reloadTimer);
    clearInterval(this.checkpointTimer);
    await this.transition;
    // A Redis away for now is not waited for: the lock runs out by itself.
    const reachable = this.command.status === 'ready';
    if (this.leading) {
      this.leading = false;
      await this.options.follow();
      if (reachable) {
        await this.writeCheckpoint().catch(() => undefined);
        await this.command.eval(RELEASE, 1, this.keys.lock, this.token).catch(() => undefined);
      }
    }
    this.options.store.setGate(undefined);
    this.stopWatchingPatches?.();
    // A read waiting for Redis to come back is never answered once disconnected; one on the wire fails at once.
    const readingEnds = this.reader.status !== 'reconnecting';
    this.reader.disconnect();
    if (readingEnds) await this.reading;
    if (reachable) await this.command.quit().catch(() => this.command.disconnect());
    else this.command.disconnect();
  }

  // ---------------------------------------------------------------------------------------------
  // Following

  /**
   * Loads what Redis holds, the checkpoint and then the stream after it, in place of the store's
   * channels. While Redis holds no numbering (it came back empty and no leader has begun one yet)
   * the store keeps serving what it has.
   */
  private async reload(): Promise<void> {
    const replies = await this.command
      .multi()
      .get(this.keys.checkpointFrom)
      .hgetall(this.keys.checkpoint)
      .get(this.keys.clock)
      .get(this.keys.epoch)
      .exec();
    if (replies === null) throw new Error('realtime: reading the checkpoint was aborted');
    const failure = replies.find(([error]) => error !== null)?.[0];
    if (failure) throw failure;
    this.observeClock(replies[2]?.[1] as string | null);
    const epoch = epochOf(replies[3]?.[1] as string | null);
    if (epoch === undefined) {
      this.lastId = await this.streamEnd();
      this.stale = false;
      return;
    }
    const from = (replies[0]?.[1] as string | null) ?? '0-0';
    const entries = await this.entriesAfter(from);
    const checkpoint = (replies[1]?.[1] as Record<string, string> | null) ?? {};
    this.options.store.replace(Object.entries(checkpoint).map(([channel, text]) => [channel, JSON.parse(text) as ChannelSnapshot]));
    const moved = epoch !== this.epoch;
    this.epoch = epoch;
    this.lastId = from;
    this.stale = false;
    this.applyEntries(entries);
    if (moved) {
      this.options.log.info({ epoch }, 'realtime: following the numbering Redis holds');
      this.announceRole();
    }
  }

  /** The id of the stream's last entry, or 0-0 when it has none. */
  private async streamEnd(): Promise<string> {
    const [last] = (await this.command.xrevrange(this.keys.stream, '+', '-', 'COUNT', 1)) as StreamEntry[];
    return last?.[0] ?? '0-0';
  }

  /** Every entry of the stream after `id`, to its end now. */
  private async entriesAfter(id: string): Promise<StreamEntry[]> {
    const entries: StreamEntry[] = [];
    for (let after = id; ; ) {
      const page = (await this.command.xrange(this.keys.stream, `(${after}`, '+', 'COUNT', RANGE_COUNT)) as StreamEntry[];
      const last = page.at(-1);
      if (last === undefined) return entries;
      entries.push(...page);
      after = last[0];
    }
  }

  /** Applies the stream from the last entry read to its end, without waiting. */
  private async drain(): Promise<void> {
    this.applyEntries(await this.entriesAfter(this.lastId));
  }

  /**
   * Follows the stream; whenever the store is stale (another epoch, a gap, a term of leading that
   * ended) it is loaded whole first. A Redis that cannot be read is waited for.
   */
  private startReading(): void {
    this.reading = (async () => {
      while (!this.closed && !this.leading) {
        try {
          if (this.stale) {
            await this.reload();
            continue;
          }
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
          this.options.log.warn({ err: error }, 'realtime: reading Redis failed');
          await this.pause();
        }
      }
    })();
  }

  /** Waits until Redis is connected again, or a moment when it is; less when leading or closing. */
  private async pause(): Promise<void> {
    const { signal } = this.waking;
    if (this.command.status !== 'ready') {
      await reconnected(this.command, signal);
      return;
    }
    await delay(this.timings.renewMs, undefined, { signal }).catch(() => undefined);
  }

  private applyEntries(entries: readonly StreamEntry[]): void {
    const { store, log } = this.options;
    for (const [id, fields] of entries) {
      const epoch = epochOf(fieldOf(fields, 'e'));
      if (epoch !== undefined && epoch !== this.epoch) {
        // A numbering begun after the one held here: its checkpoint is loaded in place of this one.
        this.stale = true;
        return;
      }
      this.lastId = id;
      let parsed: ReturnType<typeof patchSchema.safeParse> | undefined;
      try {
        parsed = patchSchema.safeParse(JSON.parse(fieldOf(fields, 'p') ?? 'null'));
      } catch {
        parsed = undefined;
      }
      if (parsed?.success !== true) {
        log.warn({ id }, 'realtime: unreadable entry in the patch stream');
        continue;
      }
      if (store.applyRemote(parsed.data) === 'gap') this.reloadSoon(parsed.data);
    }
  }

  /** A patch we cannot place (entries trimmed away before we read them): load everything again once a checkpoint covers it. */
  private reloadSoon(patch: Patch): void {
    if (this.reloadTimer !== undefined) return;
    this.options.log.warn({ channel: patch.channel, seq: patch.seq }, 'realtime: gap in the patch stream, reloading');
    this.reloadTimer = setTimeout(() => {
      this.reloadTimer = undefined;
      this.stale = true;
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
    const token = `${process.pid}:${randomBytes(8).toString('hex')}`;
    const taken = await this.command.set(this.keys.lock, token, 'PX', this.timings.lockTtlMs, 'NX');
    if (taken !== 'OK') {
      const [clock, epoch] = await this.command.mget(this.keys.clock, this.keys.epoch);
      this.observeClock(clock);
      const current = epochOf(epoch);
      if (current !== undefined && current !== this.epoch) this.stale = true;
      return;
    }
    this.token = token;
    // Nothing is appended after the lock changed hands: what the stream holds now is all there is.
    this.leading = true;
    this.waking.abort();
    this.waking = new AbortController();
    try {
      await this.reading;
      clearTimeout(this.reloadTimer);
      this.reloadTimer = undefined;
      const epoch = epochOf(await this.command.get(this.keys.epoch));
      if (epoch === undefined) await this.beginEpoch();
      else if (this.stale || epoch !== this.epoch) await this.reload();
      else await this.drain();
    } catch (error) {
      this.leading = false;
      this.stale = true;
      await this.command.eval(RELEASE, 1, this.keys.lock, token).catch(() => undefined);
      this.startReading();
      throw error;
    }
    const epoch = this.epoch as number;
    this.options.store.setGate((patch) => this.append(patch, token, epoch));
    this.options.log.info({ token, epoch }, 'realtime: leading, ingesting the upstream');
    this.checkpointTimer = setInterval(() => {
      this.writeCheckpoint().catch((error: unknown) => this.options.log.warn({ err: error }, 'realtime: checkpoint failed'));
    }, this.timings.checkpointMs);
    this.announceRole();
    this.options.lead();
  }

  /**
   * Redis holds no numbering (it is new, or came back empty): begins one above every number a
   * client may hold, and checkpoints every channel this process serves in it, for the others to load.
   */
  private async beginEpoch(): Promise<void> {
    const { store } = this.options;
    const epoch = Math.max(this.wallClock.now(), store.highestSeq() + 1);
    const from = await this.streamEnd();
    const dropped = await this.command.eval(DROP_CHECKPOINT, 3, this.keys.lock, this.keys.checkpoint, this.keys.checkpointFrom, this.token);
    if (dropped !== 1) throw new Error('realtime: the leader lock was lost before a numbering began');
    store.rebase(epoch);
    this.epoch = epoch;
    this.stale = false;
    this.lastId = from;
    for (const [channel, snapshot] of store.all()) if (snapshot.state !== undefined) this.dirty.add(channel);
    if (!(await this.writeCheckpoint(true))) throw new Error('realtime: the leader lock was lost while a numbering began');
    this.options.log.info({ epoch }, 'realtime: Redis held no numbering, began a new one');
  }

  private async renew(): Promise<void> {
    const renewed = await this.command.eval(RENEW, 1, this.keys.lock, this.token, this.timings.lockTtlMs);
    if (renewed !== 1) {
      await this.stepDown('the leader lock was lost');
      return;
    }
    await this.command.set(this.keys.clock, JSON.stringify(this.options.clock.reading()), 'PX', this.timings.lockTtlMs * 10);
  }

  private async append(patch: Patch, token: string, epoch: number): Promise<boolean> {
    if (!this.leading || token !== this.token) return false;
    try {
      const id = (await this.command.eval(
        PUBLISH,
        2,
        this.keys.lock,
        this.keys.stream,
        token,
        this.timings.streamMaxLen,
        JSON.stringify(patch),
        epoch,
      )) as string | null;
      if (id !== null) {
        this.lastId = id;
        return true;
      }
    } catch (error) {
      this.options.log.warn({ err: error, channel: patch.channel }, 'realtime: appending a patch failed');
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
   * Stops ingesting and follows. The store goes on serving what it holds (the gate took back what
   * could not be shared) until Redis can be read, and then what Redis holds in its place.
   */
  private async stepDown(reason: string): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    clearInterval(this.checkpointTimer);
    this.options.log.warn({ reason }, 'realtime: no longer leading');
    const { store } = this.options;
    // What is made while the ingest stops is refused, and so taken back.
    store.setGate(async () => false);
    await this.options.follow();
    store.dropWindows();
    store.setGate(undefined);
    this.announceRole();
    if (this.closed) return;
    this.stale = true;
    this.startReading();
  }

  /**
   * Writes the channels that changed since the last checkpoint (`force`: the position and the
   * epoch even when none did); false when the lock was lost meanwhile.
   */
  private async writeCheckpoint(force = false): Promise<boolean> {
    if ((this.dirty.size === 0 && !force) || this.epoch === undefined) return true;
    const from = this.lastId;
    const changed = new Set(this.dirty);
    this.dirty.clear();
    try {
      const fields: string[] = [];
      for (const [channel, snapshot] of this.options.store.all()) {
        if (!changed.has(channel)) continue;
        fields.push(channel, JSON.stringify({ seq: snapshot.seq, state: snapshot.state ?? null }));
      }
      for (let start = 0; start < fields.length; start += CHECKPOINT_BATCH * 2) {
        const batch = fields.slice(start, start + CHECKPOINT_BATCH * 2);
        const written = await this.command.eval(CHECKPOINT, 2, this.keys.lock, this.keys.checkpoint, this.token, ...batch);
        if (written !== 1) return false;
      }
      const written = await this.command.eval(
        CHECKPOINT_FROM,
        4,
        this.keys.lock,
        this.keys.checkpointFrom,
        this.keys.clock,
        this.keys.epoch,
        this.token,
        from,
        JSON.stringify(this.options.clock.reading()),
        this.epoch,
      );
      return written === 1;
    } catch (error) {
      for (const channel of changed) this.dirty.add(channel);
      throw error;
    }
  }

  private announceRole(): void {
    this.options.onRole?.(this.role);
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
