import { roomChannel } from '@portal/contracts';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { InterServerEvents, PortalServer } from '../realtime/channels/socket-types';
import { targetOfChannel } from './chat-log';

/** How often a gateway tells the others how many watch each room on it. */
export const AUDIENCE_SHARE_MS = 5_000;

/** What one gateway tells the others: the rooms it has viewers of, and how many. */
export type AudienceShare = Parameters<InterServerEvents['room.audience']>[0];
const count = z.number().int().nonnegative();
const audienceShareSchema = z.object({ node: z.string().min(1), counts: z.array(z.tuple([count, count])) });

/** How many have a room's page open now, on every gateway. */
export type RoomAudienceLookup = (roomId: number) => number;

/**
 * Who watches a room: the people with its page open, i.e. on its channel (`room:{id}`). A signed-in
 * fan counts once however many of their pages are open; a visitor, who has no identity, once per
 * page. This gateway counts its own from the socket.io rooms; with other gateways on the adapter
 * each one shares its counts every {@link AUDIENCE_SHARE_MS} (a fan with pages on two gateways
 * counts on each), and a gateway's counts are dropped once it has been silent three times that long
 * (one that stopped without a word).
 */
export class RoomAudience {
  private readonly others = new Map<string, { heardAt: number; counts: Map<number, number> }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly io: PortalServer,
    private readonly options: {
      clustered: boolean;
      node: string;
      clock: Clock;
      share: (share: AudienceShare) => void;
      /** How often the counts are shared; {@link AUDIENCE_SHARE_MS} by default. */
      shareEveryMs?: number | undefined;
    },
  ) {
    if (options.clustered) {
      this.timer = setInterval(() => this.share(), this.shareEveryMs);
      this.timer.unref();
    }
  }

  private get shareEveryMs(): number {
    return this.options.shareEveryMs ?? AUDIENCE_SHARE_MS;
  }

  /** Viewers of the room on this gateway. */
  here(roomId: number): number {
    return this.count(this.io.of('/').adapter.rooms.get(roomChannel(roomId)));
  }

  /** The people behind a channel's sockets: each signed-in user once, each visitor's socket once. */
  private count(socketIds: ReadonlySet<string> | undefined): number {
    if (socketIds === undefined) return 0;
    const sockets = this.io.of('/').sockets;
    const users = new Set<number>();
    let visitors = 0;
    for (const id of socketIds) {
      const userId = sockets.get(id)?.data.userId;
      if (userId === undefined) visitors += 1;
      else users.add(userId);
    }
    return visitors + users.size;
  }

  /** Viewers of the room on every gateway heard from lately. */
  viewers(roomId: number): number {
    const now = this.options.clock.now();
    let total = this.here(roomId);
    for (const [node, other] of this.others) {
      // A gateway not heard from for three shares is taken to have gone, and its viewers with it.
      if (now - other.heardAt > 3 * this.shareEveryMs) this.others.delete(node);
      else total += other.counts.get(roomId) ?? 0;
    }
    return total;
  }

  /** Tells the other gateways this one's counts (on a timer; callable to share at once). */
  share(): void {
    const counts: AudienceShare['counts'] = [];
    for (const [channel, sockets] of this.io.of('/').adapter.rooms) {
      const roomId = targetOfChannel(channel)?.roomId;
      if (roomId !== undefined) counts.push([roomId, this.count(sockets)]);
    }
    this.options.share({ node: this.options.node, counts });
  }

  /** Takes another gateway's counts, in place of what it said before; ignores what is not such a share. */
  receive(share: unknown): void {
    const parsed = audienceShareSchema.safeParse(share);
    if (!parsed.success || parsed.data.node === this.options.node) return;
    this.others.set(parsed.data.node, { heardAt: this.options.clock.now(), counts: new Map(parsed.data.counts) });
  }

  close(): void {
    clearInterval(this.timer);
  }
}
