import type { RoomAnnouncement } from '../chat/seams';

/** Puts a wallet event into a room's chat. */
export interface RoomAnnouncer {
  announce(roomId: number, message: RoomAnnouncement): Promise<void>;
}
