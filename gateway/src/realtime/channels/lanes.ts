import { isListChannel, type Patch } from '@portal/contracts';
import type { BatchWriter } from './batch-writer';
import type { PortalServer } from './socket-types';

/**
 * A wide channel's patches on their way round its sockets. Positions count the channel's patches
 * since the lane opened: a socket at position p got every patch before p.
 */
type Lane = {
  /** The patches from position `base` on, with their encoded sizes. */
  log: Patch[];
  sizes: number[];
  base: number;
  /** Where each socket stands; a socket of the room not named here stands at 0. */
  cursors: Map<string, number>;
  /** This round's sockets, in the order they are written, and the first not written yet. */
  round: string[];
  next: number;
};

export type LaneOptions = {
  /** Sockets written in one turn. */
  slice: number;
  /** At most about this many bytes a turn (never less than one socket's frame). */
  sliceBytes: number;
  /** Called before each slice after the first, so that patches made meanwhile go out ahead of it. */
  beforeSlice: () => void;
};

/**
 * The wide channels (more sockets than a slice: a list, a crowded room's chat, the hottest match),
 * which take tens of milliseconds to write to all their sockets. A channel's patches join its lane,
 * which goes round the channel's sockets a slice a turn, the wide channels taking turns (a list's,
 * whose changes already waited for their window, after the others', and the lists one round at a
 * time, in the order their rounds began), and gives each socket in one frame every patch it has
 * not had yet. A patch made while a round is on its way reaches the sockets still ahead in this
 * round, and the others in the next: each socket gets a frame as often as the gateway can write to
 * all of them, holding whatever was made meanwhile, so a busy gateway sends fewer, larger frames
 * instead of falling behind, and a patch waits for at most one round.
 */
export function createLanes(io: PortalServer, emit: BatchWriter, options: LaneOptions) {
  const { slice, sliceBytes, beforeSlice } = options;
  /** The wide channels with patches on their way, in the order they take turns. */
  const lanes = new Map<string, Lane>();
  let draining = false;
  const adapter = io.of('/').adapter;
  const rooms = adapter.rooms;

  const endOf = (lane: Lane) => lane.base + lane.log.length;
  /** Where a socket stands in a lane: one the lane has no place for (it joined before the lane began, or left since) lacks everything the lane holds. */
  const placeOf = (lane: Lane, socketId: string) => lane.cursors.get(socketId) ?? lane.base;

  // A socket joining a wide channel is given its state now: only the patches made after are its own.
  const joined = (channel: string, socketId: string) => {
    const lane = lanes.get(channel);
    if (lane !== undefined) lane.cursors.set(socketId, endOf(lane));
  };
  const left = (channel: string, socketId: string) => {
    lanes.get(channel)?.cursors.delete(socketId);
  };
  adapter.on('join-room', joined);
  adapter.on('leave-room', left);

  /** Writes `socketIds` of the lane (grouped by where they stand) what they have not had yet. */
  const writeTo = (lane: Lane, socketIds: string[]) => {
    const end = endOf(lane);
    const groups = new Map<number, string[]>();
    for (const id of socketIds) {
      const at = placeOf(lane, id);
      if (at >= end) continue;
      lane.cursors.set(id, end);
      const group = groups.get(at);
      if (group === undefined) groups.set(at, [id]);
      else group.push(id);
    }
    for (const [at, ids] of groups) emit(ids, lane.log.slice(at - lane.base));
  };

  /** Starts the lane's next round when a socket still lacks a patch; returns false when every socket has all. */
  const nextRound = (channel: string, lane: Lane): boolean => {
    const room = rooms.get(channel);
    if (room === undefined || room.size === 0) return false;
    const end = endOf(lane);
    let least = end;
    for (const id of room) least = Math.min(least, placeOf(lane, id));
    if (least >= end) return false;
    // Patches every socket has are dropped.
    lane.log.splice(0, least - lane.base);
    lane.sizes.splice(0, least - lane.base);
    lane.base = least;
    lane.round = [...room];
    lane.next = 0;
    return true;
  };

  /**
   * The lane whose turn it is: the first in the turns that is not a list's, else the first list's,
   * which is the one whose round began first. A busy list is already late by design (its changes
   * waited for a window).
   */
  const nextLane = (): [string, Lane] | undefined => {
    let first: [string, Lane] | undefined;
    for (const entry of lanes) {
      if (!isListChannel(entry[0])) return entry;
      first ??= entry;
    }
    return first;
  };

  /** Writes one slice of the next wide channel's round; returns whether any lane is left. */
  const step = (): boolean => {
    const next = nextLane();
    if (next === undefined) return false;
    const [channel, lane] = next;
    const room = rooms.get(channel);
    const from = lane.next;
    // The slice's size is reckoned from what its first socket lacks.
    const at = placeOf(lane, lane.round[from] ?? '');
    let bytes = 0;
    for (let index = at - lane.base; index < lane.sizes.length; index++) bytes += lane.sizes[index]!;
    const perTurn = Math.max(1, Math.min(slice, Math.floor(sliceBytes / Math.max(1, bytes))));
    const end = Math.min(from + perTurn, lane.round.length);
    lane.next = end;
    writeTo(
      lane,
      lane.round.slice(from, end).filter((id) => room?.has(id) === true),
    );
    const roundOver = lane.next >= lane.round.length;
    // A list keeps its place among the lists until its round is over: the list whose window closed
    // first reaches all its sockets first, instead of every list's round taking as long as all of
    // theirs together.
    if (!roundOver && isListChannel(channel)) return true;
    // The channel goes to the back of the turns, or leaves them when every socket has every patch.
    lanes.delete(channel);
    if (!roundOver || nextRound(channel, lane)) lanes.set(channel, lane);
    return lanes.size > 0;
  };

  const drainLater = () => {
    if (draining) return;
    draining = true;
    setImmediate(() => {
      draining = false;
      // Patches made since the last slice (a goal) go out before the next slice, not after it.
      beforeSlice();
      if (step()) drainLater();
    });
  };

  /** Adds a wide channel's patches to its lane; the first slice is written now when no lane waits. */
  const queue = (channel: string, patches: Patch[]) => {
    const idle = lanes.size === 0;
    let lane = lanes.get(channel);
    if (lane === undefined) {
      lane = { log: [], sizes: [], base: 0, cursors: new Map(), round: [], next: 0 };
      lanes.set(channel, lane);
    }
    for (const patch of patches) {
      lane.log.push(patch);
      lane.sizes.push(JSON.stringify(patch).length);
    }
    if (lane.next >= lane.round.length && !nextRound(channel, lane)) lanes.delete(channel);
    if (idle && lanes.size > 0) step();
    if (lanes.size > 0) drainLater();
  };

  return {
    /** Whether `channel` has patches on their way round its sockets. */
    has: (channel: string): boolean => lanes.has(channel),
    queue,
    /** What the lanes hold for `socketId` reaches it at once. */
    settle(socketId: string): void {
      for (const [channel, lane] of lanes) {
        if (rooms.get(channel)?.has(socketId) === true) writeTo(lane, [socketId]);
      }
    },
    /** Stops following the adapter's rooms and drops what the lanes hold. */
    close(): void {
      adapter.off('join-room', joined);
      adapter.off('leave-room', left);
      lanes.clear();
    },
  };
}
