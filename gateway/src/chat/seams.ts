import type { ChatGift, ChatRedPacket, GoLiveNotice } from '@portal/contracts';

/**
 * The room channel re-reads a room (title, notice, open or closed, on air) after the rooms feature
 * changed it.
 */
export interface RoomChannelPublisher {
  roomChanged(roomId: number): Promise<void>;
}

/**
 * Signed-in fans of an anchor hear that the anchor opened the room; with `match`, the match the
 * anchor reserved and opens for, so do the fans following that match.
 */
export interface GoLiveNotifier {
  roomOpened(notice: GoLiveNotice): Promise<void>;
}

/** A gift, red packet, noble purchase or system line the wallet (or anything else) puts into a room's chat. */
export type RoomAnnouncement = {
  kind: 'gift' | 'redPacket' | 'noble' | 'system';
  userId: number;
  content: string;
  gift?: ChatGift;
  redPacket?: ChatRedPacket;
};
