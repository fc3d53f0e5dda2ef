import { GiftPanel } from './GiftPanel';
import { NobleShop } from './NobleShop';
import { RedPackets } from './RedPackets';
import { RoomRank } from './RoomRank';

/** The money parts of a room for its gifts slot: gifts, red packets, nobility and the givers' rank. */
export function RoomMoney({ roomId, anchorId }: { roomId: number; anchorId: number }) {
  return (
    <div className="room-money" data-testid="room-money">
      <GiftPanel roomId={roomId} anchorId={anchorId} />
      <div className="room-money__row">
        <RedPackets roomId={roomId} />
        <RoomRank roomId={roomId} anchorId={anchorId} />
      </div>
      <NobleShop roomId={roomId} anchorId={anchorId} />
    </div>
  );
}
