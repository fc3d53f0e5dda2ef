import { PhoneSheet } from '../components/PhoneSheet';
import { GiftPanel } from './GiftPanel';
import { NobleShop } from './NobleShop';
import { RedPackets } from './RedPackets';
import { RoomRank } from './RoomRank';
import { ROOM_MONEY_SHEETS, type RoomMoneySheet } from './room-money-sheets';
import './wallet.css';

/**
 * The money parts of a room for its gifts slot: gifts, red packets, nobility and the givers' rank.
 * On a phone the first three are bottom sheets, `sheet` the one open; the rank stays in the page.
 */
export function RoomMoney({
  roomId,
  anchorId,
  sheet = null,
  onCloseSheet = () => undefined,
}: {
  roomId: number;
  anchorId: number;
  sheet?: RoomMoneySheet | null;
  onCloseSheet?: () => void;
}) {
  const inSheet = (name: RoomMoneySheet) => ({ open: sheet === name, onClose: onCloseSheet, label: ROOM_MONEY_SHEETS[name] });
  return (
    <div className="room-money" data-testid="room-money">
      <PhoneSheet {...inSheet('gifts')}>
        <GiftPanel roomId={roomId} anchorId={anchorId} />
      </PhoneSheet>
      <div className="room-money__row">
        <PhoneSheet {...inSheet('redPackets')}>
          <RedPackets roomId={roomId} />
        </PhoneSheet>
        <RoomRank roomId={roomId} anchorId={anchorId} />
      </div>
      <PhoneSheet {...inSheet('nobility')}>
        <NobleShop roomId={roomId} anchorId={anchorId} />
      </PhoneSheet>
    </div>
  );
}
