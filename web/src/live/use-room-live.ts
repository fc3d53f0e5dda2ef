import { roomChannel, type RoomChannelState, type RoomDetail } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';

/** What the room header shows and the room channel keeps current. */
export interface RoomHeaderView {
  live: boolean;
  onAir: boolean;
  title: string;
  notice: string;
}

/**
 * The room's header from its detail until the room channel has a snapshot, then from the channel, so
 * opening, closing and title or notice changes show without a reload.
 */
export function useRoomHeader(room: RoomDetail): RoomHeaderView {
  const channel = useChannel<RoomChannelState>(roomChannel(room.roomId));
  const header = channel.state?.room;
  if (!header) return { live: room.isLive === 1, onAir: room.onAir, title: room.title, notice: room.notice };
  return { live: header.isLive === 1, onAir: header.onAir, title: header.title, notice: header.notice };
}
