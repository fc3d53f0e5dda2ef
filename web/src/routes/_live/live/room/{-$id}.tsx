import { Suspense, lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Barrage, RoomChat } from '../../../../chat';
import { LiveRoom, RoomMoneyButtons, roomIdOf } from '../../../../live/RoomLayout';
import { RoomScoreDelay } from '../../../../live/RoomScoreDelay';
import { pageHead } from '../../../../page-head';

// The player (mpegts.js) and the money panels are chunks of their own: the room shows its chat without waiting for them.
const LivePlayer = lazy(() => import('../../../../player/players').then((module) => ({ default: module.LivePlayer })));
const RoomMoney = lazy(() => import('../../../../wallet/RoomMoney').then((module) => ({ default: module.RoomMoney })));

export const Route = createFileRoute('/_live/live/room/{-$id}')({
  head: pageHead('/live/room/{-$id}'),
  component: LiveRoomPage,
});

function LiveRoomPage() {
  const { id } = Route.useParams();
  return (
    <LiveRoom
      key={id}
      roomId={roomIdOf(id)}
      slots={(room, sheets) => ({
        player: (
          <>
            <div className="room-stage">
              <Suspense>
                <LivePlayer roomId={room.roomId} cover={room.cover} />
              </Suspense>
              <Barrage roomId={room.roomId} />
            </div>
            <RoomScoreDelay />
          </>
        ),
        chat: <RoomChat roomId={room.roomId} anchorId={room.anchorId} inputTools={<RoomMoneyButtons onOpen={sheets.open} />} />,
        gifts: (
          <Suspense>
            <RoomMoney roomId={room.roomId} anchorId={room.anchorId} sheet={sheets.shown} onCloseSheet={sheets.close} />
          </Suspense>
        ),
      })}
    />
  );
}
