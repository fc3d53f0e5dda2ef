import type { Patch } from '@portal/contracts';
import type { PortalServer } from './socket';

/** Sockets written in one go: about 10 ms of work, so a match's patch never waits longer behind a list. */
const DEFAULT_SLICE_SOCKETS = 500;
/** Bytes written in one go: a large frame (a busy room's window of chat) goes to fewer sockets a turn. */
const DEFAULT_SLICE_BYTES = 1_000_000;

export type FrameBatcherOptions = {
  /** A channel with more sockets than this is written over several turns, this many sockets a turn. */
  sliceSockets?: number;
  /** At most about this many bytes a turn (never less than one socket's frame). */
  sliceBytes?: number;
};

/** A wide channel's frame still being written to its sockets, a slice a turn. */
type Job = {
  patches: Patch[];
  /** Sockets written a turn: fewer than a slice when the frame is large. */
  perTurn: number;
  socketIds: string[];
  /** The first socket not written yet. */
  next: number;
  /** Sockets that got the frame early (see `settle`). */
  sent: Set<string> | undefined;
};

/** A wide channel's frames waiting to be written, oldest first, and who waits for the last. */
type Lane = { jobs: Job[]; then: (() => void)[] };

/**
 * Patches made in one turn of the event loop, sent when it ends as one `channel.batch` frame per
 * socket: the patches of the channels that socket holds, in the order they were made. Sockets that
 * hold the same of this turn's channels share one encoded frame, so a turn costs one encoding per
 * such group, not one per patch per socket. A turn adds no waiting: the flush is the next check
 * phase of the loop, after the I/O that made the patches.
 *
 * A wide channel (more sockets than a slice: a list, a crowded room's chat, the hottest match) takes
 * tens of milliseconds to write to all of them. Its patches go in a frame of their own, written a
 * slice of sockets a turn (fewer sockets when the frame is large), the wide channels taking turns;
 * the frames of the other channels (a goal on a match channel) go out before its first slice when
 * made in the same turn, and before its next slice when made meanwhile, instead of after the last.
 * Each channel's frames reach every socket in the order they were made: a channel still being
 * written queues its next frame behind the last.
 */
export function createFrameBatcher(io: PortalServer, options: FrameBatcherOptions = {}) {
  const slice = Math.max(1, options.sliceSockets ?? DEFAULT_SLICE_SOCKETS);
  const sliceBytes = options.sliceBytes ?? DEFAULT_SLICE_BYTES;
  let pending: Patch[] = [];
  let scheduled = false;
  /** The wide channels being written, in the order they take turns. */
  const lanes = new Map<string, Lane>();
  let draining = false;

  const emit = (to: string | string[], patches: Patch[]) => io.local.to(to).emit('channel.batch', patches);

  /** Writes one slice of the next wide channel's oldest frame; returns whether any is left. */
  const step = (): boolean => {
    const first = lanes.entries().next();
    if (first.done === true) return false;
    // A lane is in the turns only while it holds a job.
    const [channel, lane] = first.value;
    const job = lane.jobs[0]!;
    const end = Math.min(job.next + job.perTurn, job.socketIds.length);
    let ids = job.socketIds.slice(job.next, end);
    if (job.sent !== undefined) ids = ids.filter((id) => !job.sent?.has(id));
    job.next = end;
    if (ids.length > 0) emit(ids, job.patches);
    if (job.next >= job.socketIds.length) lane.jobs.shift();
    // The channel goes to the back of the turns, or leaves them when it is written.
    lanes.delete(channel);
    if (lane.jobs.length > 0) lanes.set(channel, lane);
    else for (const then of lane.then) then();
    return lanes.size > 0;
  };

  const drainLater = () => {
    if (draining) return;
    draining = true;
    setImmediate(() => {
      draining = false;
      // Patches made since the last slice (a goal) go out before the next slice, not after it.
      if (scheduled) flush();
      if (step()) drainLater();
    });
  };

  /** Queues a wide channel's frame; the first slice is written now when nothing else waits. */
  const queue = (channel: string, socketIds: string[], patches: Patch[]) => {
    const idle = lanes.size === 0;
    let lane = lanes.get(channel);
    if (lane === undefined) {
      lane = { jobs: [], then: [] };
      lanes.set(channel, lane);
    }
    const perTurn = Math.max(1, Math.min(slice, Math.floor(sliceBytes / JSON.stringify(patches).length)));
    lane.jobs.push({ patches, perTurn, socketIds, next: 0, sent: undefined });
    if (idle) step();
    if (lanes.size > 0) drainLater();
  };

  const flush = () => {
    scheduled = false;
    const patches = pending;
    pending = [];
    if (patches.length === 0) return;
    const rooms = io.of('/').adapter.rooms;
    const narrowSet = new Set<string>();
    const wide = new Map<string, Patch[]>();
    for (const patch of patches) {
      const own = wide.get(patch.channel);
      if (own !== undefined) own.push(patch);
      else if (narrowSet.has(patch.channel)) continue;
      else if (lanes.has(patch.channel) || (rooms.get(patch.channel)?.size ?? 0) > slice) wide.set(patch.channel, [patch]);
      else narrowSet.add(patch.channel);
    }
    // The narrow channels' frames are written first: one turn's worth, where a wide one's is a slice.
    emitNarrow(patches, narrowSet);
    for (const [channel, own] of wide) {
      const room = rooms.get(channel);
      if (room !== undefined && room.size > 0) queue(channel, [...room], own);
    }
  };

  /** Writes the patches of `narrowSet`'s channels, one frame per socket, shared by the sockets holding the same channels. */
  const emitNarrow = (patches: Patch[], narrowSet: Set<string>) => {
    if (narrowSet.size === 0) return;
    const rooms = io.of('/').adapter.rooms;
    const narrow = [...narrowSet];
    const shared = patches.filter((patch) => narrowSet.has(patch.channel));
    if (narrow.length === 1) {
      emit(narrow[0]!, shared);
      return;
    }
    // Which of this turn's narrow channels each local socket holds, as the indexes in `narrow`.
    const held = new Map<string, number[]>();
    narrow.forEach((channel, index) => {
      for (const socketId of rooms.get(channel) ?? []) {
        const indexes = held.get(socketId);
        if (indexes === undefined) held.set(socketId, [index]);
        else indexes.push(index);
      }
    });
    const groups = new Map<string, string[]>();
    for (const [socketId, indexes] of held) {
      const key = indexes.join(',');
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [socketId]);
      else group.push(socketId);
    }
    for (const [key, socketIds] of groups) {
      const wanted = new Set(key.split(',').map((index) => narrow[Number(index)]));
      emit(
        socketIds,
        shared.filter((patch) => wanted.has(patch.channel)),
      );
    }
  };

  return {
    /**
     * Everything made so far reaches `socketId` before whatever it is sent next: this turn's patches
     * go out now (to the sockets in their rooms now), and the frames still being written reach this
     * socket at once. A socket about to be given a channel's state asks for this first: the patches
     * in that state would otherwise reach it a second time.
     */
    settle(socketId: string): void {
      flush();
      for (const lane of lanes.values()) {
        for (const job of lane.jobs) {
          if (job.sent?.has(socketId) || job.socketIds.indexOf(socketId, job.next) < 0) continue;
          emit(socketId, job.patches);
          (job.sent ??= new Set()).add(socketId);
        }
      }
    },
    /**
     * Runs `then` once every frame of `channel` queued so far reached all its sockets; returns false
     * (and does not run it) when none is being written. A list's window waits on this before it
     * closes, so a gateway short of time sends fewer, larger patches instead of falling behind.
     */
    whenWritten(channel: string, then: () => void): boolean {
      const lane = lanes.get(channel);
      if (lane === undefined) return false;
      lane.then.push(then);
      return true;
    },
    /** Queues a patch for the frames of this turn. */
    add(patch: Patch): void {
      pending.push(patch);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}
