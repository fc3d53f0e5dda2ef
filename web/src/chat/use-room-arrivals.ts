import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { roomChannel, type ChatLine, type RoomChannelState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { arrivedIds } from './chat-timeline';
import { readRoomState } from './room-state';

/**
 * The room channel's state, and `onArrived` with the messages each change of it adds, oldest
 * first. The window held when the component appears is history, not news.
 */
export function useRoomArrivals(roomId: number, onArrived: (messages: ChatLine[]) => void): RoomChannelState | null {
  const channel = useChannel<unknown>(roomChannel(roomId));
  const room = useMemo(() => readRoomState(channel.state), [channel.state]);
  const lastWindow = useRef<RoomChannelState['messages'] | null>(null);
  const arrived = useEffectEvent(onArrived);

  useEffect(() => {
    if (!room) return;
    const before = lastWindow.current;
    lastWindow.current = room.messages;
    if (!before) return;
    const messages = arrivedIds(before, room.messages)
      .map((id) => room.messages[String(id)])
      .filter((message): message is ChatLine => message !== undefined);
    if (messages.length > 0) arrived(messages);
  }, [room]);

  return room;
}
