import type { Patch } from '@portal/contracts';
import { createBatchWriter } from './batch-writer';
import { createLanes } from './lanes';
import type { PortalServer } from './socket-types';

/**
 * Sockets written in one go: 1.5 to 4 ms of writes on the reference VM, so a match's patch, a chat
 * message or an HTTP call waits at most that long behind a wide channel's round (a list, a crowded
 * room, the hottest match).
 */
const DEFAULT_SLICE_SOCKETS = 250;
/** Bytes written in one go: a large frame (a busy room's chat) goes to fewer sockets a turn. */
const DEFAULT_SLICE_BYTES = 16_000_000;

export type FrameBatcherOptions = {
  /** A channel with more sockets than this is written over several turns, this many sockets a turn. */
  sliceSockets?: number;
  /** At most about this many bytes a turn (never less than one socket's frame). */
  sliceBytes?: number;
};

/**
 * Patches made in one turn of the event loop, sent when it ends as one `channel.batch` frame per
 * socket: the patches of the channels that socket holds, in the order they were made. Sockets that
 * hold the same of this turn's channels share one encoded frame, so a turn costs one encoding per
 * such group, not one per patch per socket. A turn adds no waiting: the flush is the next check
 * phase of the loop, after the I/O that made the patches. A wide channel's patches go to its lane
 * (lanes.ts), written a slice a turn; the frames of the other channels (a goal on a match channel)
 * go out before the next slice.
 */
export function createFrameBatcher(io: PortalServer, options: FrameBatcherOptions = {}) {
  const slice = Math.max(1, options.sliceSockets ?? DEFAULT_SLICE_SOCKETS);
  const sliceBytes = options.sliceBytes ?? DEFAULT_SLICE_BYTES;
  let pending: Patch[] = [];
  let scheduled = false;
  const rooms = io.of('/').adapter.rooms;
  const emit = createBatchWriter(io);
  const lanes = createLanes(io, emit, {
    slice,
    sliceBytes,
    beforeSlice: () => {
      if (scheduled) flush();
    },
  });

  const flush = () => {
    scheduled = false;
    const patches = pending;
    pending = [];
    if (patches.length === 0) return;
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
    for (const [channel, own] of wide) lanes.queue(channel, own);
  };

  /** Writes the patches of `narrowSet`'s channels, one frame per socket, shared by the sockets holding the same channels. */
  const emitNarrow = (patches: Patch[], narrowSet: Set<string>) => {
    if (narrowSet.size === 0) return;
    const narrow = [...narrowSet];
    const shared = patches.filter((patch) => narrowSet.has(patch.channel));
    if (narrow.length === 1) {
      emit(rooms.get(narrow[0]!) ?? [], shared);
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
     * go out now (to the sockets in their rooms now), and what the lanes still hold for this socket
     * reaches it at once. A socket about to be given a channel's state asks for this first: the
     * patches in that state would otherwise reach it a second time.
     */
    settle(socketId: string): void {
      flush();
      lanes.settle(socketId);
    },
    /** Stops following the adapter's rooms and drops what the lanes still hold. */
    close(): void {
      lanes.close();
      pending = [];
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
