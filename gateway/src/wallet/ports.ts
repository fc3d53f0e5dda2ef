/** What a room's chat shows of a wallet event (the same shape chat-gw's `announce` takes). */
export type RoomAnnouncement = {
  kind: 'gift' | 'redPacket' | 'noble' | 'system';
  userId: number;
  content: string;
  gift?: { giftId: number; name: string; icon: string; count: number; combo: number };
  redPacket?: { packetId: number; count: number; total: number };
};

/** Puts a wallet event into a room's chat. */
export interface RoomAnnouncer {
  announce(roomId: number, message: RoomAnnouncement): Promise<void>;
}

/** A user's active noble tier as rooms show it. */
export type NobleStanding = { tier: number; name: string; badge: string; bubble: string; banProtected: boolean };

/** Answers whether a user is a noble (chat-gw uses it for badges, bubbles and ban protection). */
export interface NobilityLookup {
  tierOf(userId: number, roomId: number): Promise<NobleStanding | undefined>;
}

/** Where the wallet reads the time, so tests move it by hand. */
export type WalletClock = { now(): number };
