import type { Patch } from '@portal/contracts';
import type { PortalServer } from './socket';

/**
 * Patches made in one turn of the event loop, sent when it ends as one `channel.batch` frame per
 * socket: the patches of the channels that socket holds, in the order they were made. Sockets that
 * hold the same of this turn's channels share one encoded frame, so a turn costs one encoding per
 * such group, not one per patch per socket. A turn adds no waiting: the flush is the next check
 * phase of the loop, after the I/O that made the patches.
 */
export function createFrameBatcher(io: PortalServer) {
  let pending: Patch[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const patches = pending;
    pending = [];
    if (patches.length === 0) return;
    const channels = [...new Set(patches.map((patch) => patch.channel))];
    if (channels.length === 1) {
      io.local.to(channels[0]!).emit('channel.batch', patches);
      return;
    }
    // Which of this turn's channels each local socket holds, as the indexes in `channels`.
    const rooms = io.of('/').adapter.rooms;
    const held = new Map<string, number[]>();
    channels.forEach((channel, index) => {
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
      const wanted = new Set(key.split(',').map((index) => channels[Number(index)]));
      io.local.to(socketIds).emit(
        'channel.batch',
        patches.filter((patch) => wanted.has(patch.channel)),
      );
    }
  };

  return {
    /**
     * Sends this turn's patches now, to the sockets in their rooms now. A socket about to join a
     * channel and be given its state asks for this first: the patches made before are in that state,
     * and would otherwise reach it a second time when the turn ends.
     */
    flush,
    /** Queues a patch for the frames of this turn. */
    add(patch: Patch): void {
      pending.push(patch);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}
