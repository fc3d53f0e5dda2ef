import { applyPatch, diffState, isListChannel, jsonEqual, LIST_CHANNELS, type Patch } from '@portal/contracts';

type Entry = {
  seq: number;
  state: unknown;
  /** Recent patches, oldest first; kept only while someone here watches the channel. */
  ring: Patch[] | undefined;
  watchers: number;
};

/** A channel's state at a sequence number. */
export type ChannelSnapshot = { seq: number; state: unknown };

/** What happened to a patch from another process. */
export type RemoteOutcome = 'applied' | 'stale' | 'gap';

export type ChannelStoreOptions = {
  /** Patches kept per watched channel for catch-up. */
  ringSize?: number;
  /**
   * The sequence number a new channel starts after. By default the start time in ms, so numbers
   * after a restart are above any a client saw before it: its resync then gets a fresh snapshot
   * instead of patches of another numbering.
   */
  seqBase?: number;
  /**
   * Channels whose patches are at least a window apart (the lists): a quiet channel's change is
   * published at once and opens a window; the changes made within it are collected and published as
   * one patch when it ends (a row that changes five times in it is sent once), which opens the next;
   * a window that ends with no change leaves the channel quiet. A channel's first state and its
   * closing are published at once. Off when the window is 0.
   */
  coalesce?: { windowMs: number; channels: (channel: string) => boolean };
};

/**
 * The patches of one channel held by the gate: how many, the number of the newest, who waits for
 * them, and the channel as it was before the first refused one while every one after it was
 * refused too.
 */
type Flight = { patches: number; newest: number; then: (() => void)[]; refusedFrom: ChannelSnapshot | undefined };

/** A coalesced channel's open window, and the newest state made within it, waiting for its end. */
type Window = { waiting?: { next: unknown; sourceTs: number | undefined }; timer: ReturnType<typeof setTimeout> };

/**
 * Every channel's state and sequence number. A change is published as the minimal patch from the
 * old state to the new, stamped with the next sequence number; the recent patches of the channels
 * someone watches are kept for clients that missed some.
 */
export class ChannelStore {
  private readonly entries = new Map<string, Entry>();
  private readonly patchListeners = new Set<(patch: Patch) => void>();
  private readonly deliverListeners = new Set<(patch: Patch) => void>();
  private readonly ringSize: number;
  private seqBase: number;
  private readonly coalesce: ChannelStoreOptions['coalesce'];
  private readonly windows = new Map<string, Window>();
  /**
   * Holds a locally made patch back from the sockets until it is safely shared (written to Redis);
   * resolves false when it could not be, and the patch then never reaches a socket.
   */
  private gate: ((patch: Patch) => Promise<boolean>) | undefined;
  /**
   * Per channel, the patches made here that the gate holds, who waits for them to go through, and
   * the state to go back to when the gate refused the last of them.
   */
  private readonly inFlight = new Map<string, Flight>();

  constructor(options: ChannelStoreOptions = {}) {
    this.ringSize = options.ringSize ?? 256;
    this.seqBase = options.seqBase ?? Date.now();
    this.coalesce = options.coalesce !== undefined && options.coalesce.windowMs > 0 ? options.coalesce : undefined;
  }

  /**
   * Whether the first full load is in (the lists exist); until then a subscriber is asked to come
   * back rather than told its channel is unknown.
   */
  get ready(): boolean {
    return this.has(LIST_CHANNELS[0]);
  }

  has(channel: string): boolean {
    return this.get(channel) !== undefined;
  }

  /** A channel's state and sequence number; undefined when it does not exist or was closed. */
  get(channel: string): ChannelSnapshot | undefined {
    const entry = this.entries.get(channel);
    if (entry === undefined || entry.state === null || entry.state === undefined) return undefined;
    return { seq: entry.seq, state: entry.state };
  }

  /**
   * The newest state of an open channel: for a coalesced channel, the state waiting for its window
   * to end when there is one. A change made from it keeps every change made earlier in the window;
   * one made from {@link get} would drop them.
   */
  latest(channel: string): unknown {
    const waiting = this.windows.get(channel)?.waiting;
    return waiting === undefined ? this.get(channel)?.state : waiting.next;
  }

  /** The sequence number of a channel, closed ones included; 0 for one never seen. */
  seqOf(channel: string): number {
    const entry = this.entries.get(channel);
    return entry === undefined || entry.state === undefined ? 0 : entry.seq;
  }

  /** Names of the open channels starting with `prefix`. */
  *channels(prefix = ''): Iterable<string> {
    for (const [channel, entry] of this.entries) {
      if (channel.startsWith(prefix) && entry.state !== null && entry.state !== undefined) yield channel;
    }
  }

  /** Every channel with its state, closed ones included, for a checkpoint. */
  *all(): Iterable<[string, ChannelSnapshot]> {
    for (const [channel, entry] of this.entries) yield [channel, { seq: entry.seq, state: entry.state }];
  }

  /**
   * Makes `next` the channel's state. Returns the patch, or undefined when nothing changed (or, for
   * a coalesced channel within a window, not yet: it comes when the window ends, from the newest
   * state then, with the source time of the first change made within it). A new channel starts with
   * a patch that sets its whole state; `null` closes a channel.
   */
  publish(channel: string, next: unknown, sourceTs?: number): Patch | undefined {
    const coalesced = this.coalesce !== undefined && this.coalesce.channels(channel);
    const open = this.entries.get(channel)?.state;
    if (!coalesced || open === undefined || open === null || next === null) {
      this.dropWindow(channel);
      return this.publishNow(channel, next, sourceTs);
    }
    const window = this.windows.get(channel);
    if (window?.waiting !== undefined) {
      window.waiting.next = next;
      window.waiting.sourceTs ??= sourceTs;
      return undefined;
    }
    // Only a change counts: the same state again (a list rebuilt from a poll that found nothing
    // new) would stamp the next changes with its older source time.
    if (diffState(open, next).length === 0) return undefined;
    if (window !== undefined) {
      window.waiting = { next, sourceTs };
      return undefined;
    }
    const patch = this.publishNow(channel, next, sourceTs);
    this.openWindow(channel);
    return patch;
  }

  private openWindow(channel: string): void {
    const timer = setTimeout(() => this.closeWindow(channel), this.coalesce?.windowMs);
    timer.unref?.();
    this.windows.set(channel, { timer });
  }

  /** Publishes what a window collected and opens the next one; a window with nothing leaves the channel quiet. */
  private closeWindow(channel: string): void {
    const ending = this.windows.get(channel);
    if (ending === undefined) return;
    this.windows.delete(channel);
    if (ending.waiting === undefined) return;
    if (this.publishNow(channel, ending.waiting.next, ending.waiting.sourceTs) !== undefined) this.openWindow(channel);
  }

  private dropWindow(channel: string): void {
    const window = this.windows.get(channel);
    if (window === undefined) return;
    clearTimeout(window.timer);
    this.windows.delete(channel);
  }

  private publishNow(channel: string, next: unknown, sourceTs: number | undefined): Patch | undefined {
    const entry = this.entry(channel);
    const ops = diffState(entry.state, next);
    if (ops.length === 0) return undefined;
    const patch: Patch = { channel, seq: entry.seq + 1, ops };
    if (sourceTs !== undefined) patch.sourceTs = sourceTs;
    const before: ChannelSnapshot = { seq: entry.seq, state: entry.state };
    entry.state = next;
    this.advance(entry, patch);
    for (const listener of this.patchListeners) listener(patch);
    if (this.gate === undefined) this.deliver(patch);
    else {
      const flight = this.inFlight.get(channel) ?? { patches: 0, newest: patch.seq, then: [], refusedFrom: undefined };
      flight.patches += 1;
      flight.newest = patch.seq;
      this.inFlight.set(channel, flight);
      void this.gate(patch).then((shared) => {
        if (shared) {
          this.deliver(patch);
          flight.refusedFrom = undefined;
        } else flight.refusedFrom ??= before;
        flight.patches -= 1;
        if (flight.patches > 0) return;
        this.inFlight.delete(channel);
        if (flight.refusedFrom !== undefined) this.rollBack(channel, flight.newest, flight.refusedFrom);
        for (const then of flight.then) then();
      });
    }
    return patch;
  }

  /**
   * Takes back the patches the gate refused: no socket got them, so the channel goes back to the
   * state they were made from, and a subscriber is handed only what was shared.
   */
  private rollBack(channel: string, newest: number, to: ChannelSnapshot): void {
    const entry = this.entry(channel);
    // Loaded or renumbered since: what it holds now is not made of these patches.
    if (entry.seq !== newest) return;
    this.dropWindow(channel);
    entry.seq = to.seq;
    entry.state = to.state;
    if (entry.ring !== undefined) entry.ring = entry.ring.filter((kept) => kept.seq <= to.seq);
  }

  /**
   * Resolves once the patches of `channel` made so far went through the gate (reached the sockets'
   * frames) or were refused; undefined when none is held. The state already holds them: a socket
   * given the state while one is held would get that patch a second time when it goes through.
   */
  delivered(channel: string): Promise<void> | undefined {
    const flight = this.inFlight.get(channel);
    if (flight === undefined) return undefined;
    return new Promise((resolve) => flight.then.push(resolve));
  }

  /** Applies a patch another process published; a patch out of sequence is refused. */
  applyRemote(patch: Patch): RemoteOutcome {
    const entry = this.entry(patch.channel);
    // A channel this process has never held starts at the publisher's numbering with its first patch.
    const opensChannel = entry.state === undefined && patch.ops.some((op) => op.op === 'set' && op.path.length === 0);
    if (opensChannel) entry.seq = patch.seq - 1;
    if (patch.seq <= entry.seq) return 'stale';
    if (patch.seq !== entry.seq + 1) return 'gap';
    entry.state = applyPatch(entry.state, patch.ops);
    this.advance(entry, patch);
    for (const listener of this.patchListeners) listener(patch);
    this.deliver(patch);
    return 'applied';
  }

  /** Sets a channel's state and sequence number outright, as a checkpoint holds them. */
  load(channel: string, snapshot: ChannelSnapshot): void {
    this.dropWindow(channel);
    const entry = this.entry(channel);
    entry.seq = snapshot.seq;
    entry.state = snapshot.state;
    if (entry.ring !== undefined) entry.ring = [];
  }

  /**
   * Loads a channel as its source holds it now (the database, another process's checkpoint), and
   * tells the sockets watching it when that changed its state: they are sent the whole state at its
   * number, which a client applies as the next patch or, seeing a gap, resyncs for.
   */
  reload(channel: string, snapshot: ChannelSnapshot): void {
    const before = this.watchedState(channel);
    this.load(channel, snapshot);
    this.announce(channel, before);
  }

  /**
   * Holds exactly `channels` from now on (a checkpoint another process made), in place of every
   * channel held so far; the sockets watching one whose state changed are told as by {@link reload}.
   */
  replace(channels: Iterable<[string, ChannelSnapshot]>): void {
    const before = new Map<string, unknown>();
    for (const channel of this.entries.keys()) {
      const state = this.watchedState(channel);
      if (state !== undefined) before.set(channel, state);
    }
    this.clear();
    for (const [channel, snapshot] of channels) this.load(channel, snapshot);
    for (const [channel, state] of before) this.announce(channel, state);
  }

  /**
   * Begins a new numbering at `base`, above every number handed out before: each channel held is at
   * `base` from then on and a new one starts after it. The patches kept belong to the old
   * numbering, so a client resyncing from one of its numbers gets a snapshot.
   */
  rebase(base: number): void {
    this.seqBase = Math.max(this.seqBase, base);
    for (const entry of this.entries.values()) {
      entry.seq = base;
      if (entry.ring !== undefined) entry.ring = [];
    }
  }

  /** The highest sequence number any channel is at (closed ones included); 0 when none. */
  highestSeq(): number {
    let highest = 0;
    for (const entry of this.entries.values()) if (entry.state !== undefined && entry.seq > highest) highest = entry.seq;
    return highest;
  }

  /** Drops what the coalesced channels' windows collected and not published yet, e.g. when this process stops ingesting. */
  dropWindows(): void {
    for (const channel of [...this.windows.keys()]) this.dropWindow(channel);
  }

  /** Forgets every channel, e.g. before loading a checkpoint again. */
  clear(): void {
    this.dropWindows();
    for (const entry of this.entries.values()) {
      entry.seq = 0;
      entry.state = undefined;
      if (entry.ring !== undefined) entry.ring = [];
    }
  }

  /** The state of an open channel some socket here watches. */
  private watchedState(channel: string): unknown {
    const entry = this.entries.get(channel);
    return entry === undefined || entry.watchers === 0 || entry.state === null ? undefined : entry.state;
  }

  /** Sends a watched channel's whole state at its number when it is no longer `before`. */
  private announce(channel: string, before: unknown): void {
    if (before === undefined) return;
    const now = this.get(channel);
    if (now === undefined || jsonEqual(before, now.state)) return;
    this.deliver({ channel, seq: now.seq, ops: [{ op: 'set', path: [], value: now.state }] });
  }

  /**
   * The patches after `fromSeq` up to the current one, or undefined when some of them are no longer
   * kept (or `fromSeq` is ahead of the channel): the caller then needs the snapshot.
   */
  since(channel: string, fromSeq: number): Patch[] | undefined {
    const entry = this.entries.get(channel);
    if (entry === undefined || fromSeq > entry.seq) return undefined;
    if (fromSeq === entry.seq) return [];
    const ring = entry.ring ?? [];
    const first = ring[0];
    if (first === undefined || first.seq > fromSeq + 1) return undefined;
    return ring.slice(fromSeq + 1 - first.seq);
  }

  /** One more local subscriber of the channel: its patches are kept from now on. */
  watch(channel: string): void {
    const entry = this.entry(channel);
    entry.watchers += 1;
    entry.ring ??= [];
  }

  unwatch(channel: string): void {
    const entry = this.entries.get(channel);
    if (entry === undefined) return;
    entry.watchers = Math.max(0, entry.watchers - 1);
    if (entry.watchers === 0 && !isListChannel(channel)) entry.ring = undefined;
  }

  /** Every patch as it is made or applied, before it reaches a socket. */
  onPatch(listener: (patch: Patch) => void): () => void {
    this.patchListeners.add(listener);
    return () => this.patchListeners.delete(listener);
  }

  /** Every patch once it may reach sockets, in sequence order per channel. */
  onDeliver(listener: (patch: Patch) => void): () => void {
    this.deliverListeners.add(listener);
    return () => this.deliverListeners.delete(listener);
  }

  setGate(gate: ((patch: Patch) => Promise<boolean>) | undefined): void {
    this.gate = gate;
  }

  private entry(channel: string): Entry {
    let entry = this.entries.get(channel);
    if (entry === undefined) {
      entry = { seq: this.seqBase, state: undefined, ring: isListChannel(channel) ? [] : undefined, watchers: 0 };
      this.entries.set(channel, entry);
    }
    return entry;
  }

  private advance(entry: Entry, patch: Patch): void {
    entry.seq = patch.seq;
    if (entry.ring === undefined) return;
    entry.ring.push(patch);
    if (entry.ring.length > this.ringSize) entry.ring.splice(0, entry.ring.length - this.ringSize);
  }

  private deliver(patch: Patch): void {
    for (const listener of this.deliverListeners) listener(patch);
  }
}
