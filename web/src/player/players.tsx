import { useEffect, useRef } from 'react';
import { roomChannel, type RoomChannelState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { playerCalls } from './queries';
import { liveSource } from './stream-sources';
import { StreamView, useStreamActor } from './StreamView';
import type { StreamSource } from './stream.machine';

/**
 * A room's live stream. It plays the room's signed HTTP-FLV address while the room is on air, shows
 * offline when it is not, and follows the room channel's onAir so it recovers without a reload. The
 * room's cover fills the player's box until the first frame.
 */
export function LivePlayer({ roomId, cover }: { roomId: number; cover?: string }) {
  return <LiveStream key={roomId} roomId={roomId} cover={cover} />;
}

function LiveStream({ roomId, cover }: { roomId: number; cover: string | undefined }) {
  const actor = useStreamActor(true, async () => {
    const answer = await playerCalls.roomOnAir(roomId);
    if (!answer.ok) throw new Error(answer.message);
    return answer.data.onAir && answer.data.playAddresses ? liveSource(answer.data.playAddresses) : null;
  });

  const channel = useChannel<RoomChannelState>(roomChannel(roomId));
  const onAir = channel.state?.room?.onAir;
  const previous = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (onAir === undefined) return;
    const changed = previous.current !== undefined && previous.current !== onAir;
    previous.current = onAir;
    // A first snapshot saying "on air" also wakes an offline player: the channel may know before the poll.
    if (changed || onAir) actor.send({ type: onAir ? 'ROOM.ON_AIR' : 'ROOM.OFF_AIR' });
  }, [actor, onAir]);

  return <StreamView actor={actor} controls={false} muted poster={cover || undefined} />;
}

/** A recording or highlight, FLV or MP4, with the media element's controls for seeking. */
export function ReplayPlayer({ source }: { source: StreamSource }) {
  return <ReplayStream key={`${source.kind}:${source.url}`} source={source} />;
}

function ReplayStream({ source }: { source: StreamSource }) {
  const actor = useStreamActor(false, () => Promise.resolve(source));
  return <StreamView actor={actor} controls />;
}
