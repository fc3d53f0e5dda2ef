import type { ChatGift, ChatRedPacket } from '@portal/contracts';

/**
 * The room channel re-reads a room (title, notice, open or closed, on air) after the rooms feature
 * changed it.
 */
export interface RoomChannelPublisher {
  roomChanged(roomId: number): Promise<void>;
}

/** Signed-in fans of an anchor hear that the anchor opened the room. */
export interface GoLiveNotifier {
  roomOpened(room: { roomId: number; anchorId: number; title: string; nickName: string }): Promise<void>;
}

/** A gift, red packet, noble purchase or system line the wallet (or anything else) puts into a room's chat. */
export type RoomAnnouncement = {
  kind: 'gift' | 'redPacket' | 'noble' | 'system';
  userId: number;
  content: string;
  gift?: ChatGift;
  redPacket?: ChatRedPacket;
};

/** A user's noble tier in a room: badge and bubble for their messages, and whether a manager may ban them. */
export type NobleTier = { tier: number; name: string; badge: string; bubble: string; banProtected: boolean };

/** The wallet's nobility, as the chat asks it. */
export interface NobilityLookup {
  tierOf(userId: number, roomId: number): Promise<NobleTier | undefined>;
}

/** Nobody is noble: the default until the wallet is wired. */
export const noNobility: NobilityLookup = { tierOf: async () => undefined };
