import { useEffect, useMemo, useRef, useState } from 'react';
import { roomChannel, type ChatLine, type RoomChannelState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { BARRAGE_FLIGHT_MS, BARRAGE_LANES, EMPTY_SKY, launch, nextChangeIn, settle, type BarrageShot, type BarrageSky } from './barrage-sky';
import { arrivedIds } from './chat-timeline';
import { plainMessage } from './emoji-text';
import { readRoomState } from './room-state';
import { useEmojis } from './queries';
import { useBarrageOn } from './viewer-settings';
import './chat.css';

/** What a message says on the barrage: typed text as it is, announcements in a line. */
export function barrageShot(message: ChatLine, emojis: Parameters<typeof plainMessage>[1]): BarrageShot {
  const { nickName } = message.user;
  switch (message.kind) {
    case 'gift':
      return {
        id: message.id,
        tone: 'gift',
        text: message.gift ? `${nickName} 送出 ${message.gift.name} ×${message.gift.count}` : message.content,
      };
    case 'text':
      return { id: message.id, tone: message.noble ? 'noble' : 'text', text: plainMessage(message.content, emojis) };
    default:
      return { id: message.id, tone: message.kind, text: message.content };
  }
}

/**
 * The barrage over a room's player: each new message of the room channel flies across in its own
 * lane. Nothing flies while the viewer has it switched off.
 */
export function Barrage({ roomId }: { roomId: number }) {
  const { barrageOn } = useBarrageOn();
  if (!barrageOn) return null;
  return <BarrageFlights roomId={roomId} />;
}

/** The room channel's new messages flying across, whatever the viewer's barrage switch says (the OBS overlay). */
export function BarrageFlights({ roomId }: { roomId: number }) {
  const channel = useChannel<unknown>(roomChannel(roomId));
  const room = useMemo(() => readRoomState(channel.state), [channel.state]);
  const emojis = useEmojis();
  const [sky, setSky] = useState<BarrageSky>(EMPTY_SKY);
  const lastWindow = useRef<RoomChannelState['messages'] | null>(null);

  useEffect(() => {
    if (!room) return;
    const before = lastWindow.current;
    lastWindow.current = room.messages;
    // The window held when the overlay appears is history, not news.
    if (!before) return;
    const shots = arrivedIds(before, room.messages)
      .map((id) => room.messages[String(id)])
      .filter((message): message is ChatLine => message !== undefined)
      .map((message) => barrageShot(message, emojis.list));
    if (shots.length === 0) return;
    const now = Date.now();
    setSky((current) => shots.reduce((next, shot) => launch(next, shot, now), current));
  }, [room, emojis.list]);

  useEffect(() => {
    const wait = nextChangeIn(sky, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => setSky((current) => settle(current, Date.now())), wait);
    return () => clearTimeout(timer);
  }, [sky]);

  return (
    <div className="barrage" data-testid="barrage" aria-hidden="true">
      {sky.flights.map((flight) => (
        <span
          key={flight.id}
          className={`barrage__shot barrage__shot--${flight.tone}`}
          style={{ top: `${(flight.lane / BARRAGE_LANES) * 100}%`, animationDuration: `${BARRAGE_FLIGHT_MS}ms` }}
          data-testid="barrage-shot"
        >
          {flight.text}
        </span>
      ))}
    </div>
  );
}
