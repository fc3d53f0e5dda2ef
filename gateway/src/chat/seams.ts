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
