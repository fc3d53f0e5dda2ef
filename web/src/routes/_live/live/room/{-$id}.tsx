import { createFileRoute } from '@tanstack/react-router';
import { Barrage, RoomChat } from '../../../../chat';
import { LiveRoom, roomIdOf } from '../../../../live/RoomLayout';
import { RoomScoreDelay } from '../../../../live/RoomScoreDelay';
import { pageHead } from '../../../../page-head';
import { LivePlayer } from '../../../../player';
import { RoomMoney } from '../../../../wallet';

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
      slots={(room) => ({
        player: (
          <>
            <div className="room-stage">
              <LivePlayer roomId={room.roomId} />
              <Barrage roomId={room.roomId} />
            </div>
            <RoomScoreDelay />
          </>
        ),
        chat: <RoomChat roomId={room.roomId} anchorId={room.anchorId} />,
        gifts: <RoomMoney roomId={room.roomId} anchorId={room.anchorId} />,
      })}
    />
  );
}
