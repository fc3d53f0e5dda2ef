import { roomChannel, type RoomChannelState, type RoomDetail } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';

/** What the room header shows and the room channel keeps current. */
export interface RoomHeaderView {
  live: boolean;
  onAir: boolean;
  title: string;
  notice: string;
  /** The match the room streams, or null. */
  matchId: number | null;
  matchType: number | null;
}

/**
 * The room's header from its detail until the room channel has a snapshot, then from the channel, so
 * opening, closing, title, notice and match changes show without a reload.
 */
export function useRoomHeader(room: RoomDetail): RoomHeaderView {
  const channel = useChannel<RoomChannelState>(roomChannel(room.roomId));
  const header = channel.state?.room;
  if (!header) return { live: room.isLive === 1, onAir: room.onAir, title: room.title, notice: room.notice, matchId: room.matchId, matchType: room.matchType };
  return { live: header.isLive === 1, onAir: header.onAir, title: header.title, notice: header.notice, matchId: header.matchId, matchType: header.matchType };
}
