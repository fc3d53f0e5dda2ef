import { useEffect, useState } from 'react';
import type { ChatLine } from '@portal/contracts';
import { BARRAGE_FLIGHT_MS, BARRAGE_LANES, EMPTY_SKY, launch, nextChangeIn, settle, type BarrageShot, type BarrageSky } from './barrage-sky';
import { plainMessage } from './emoji-text';
import { useEmojis } from './queries';
import { useRoomArrivals } from './use-room-arrivals';
import { useBarrageOn } from './viewer-settings';
import './chat.css';

/**
 * What a message says on the barrage: typed text as it is, announcements in a line; nothing for the
 * platform's lines (a ban told), which stay in the chat.
 */
export function barrageShot(message: ChatLine, emojis: Parameters<typeof plainMessage>[1]): BarrageShot | undefined {
  const { nickName } = message.user;
  switch (message.kind) {
    case 'system':
      return undefined;
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
  const emojis = useEmojis();
  const [sky, setSky] = useState<BarrageSky>(EMPTY_SKY);
  useRoomArrivals(roomId, (messages) => {
    const now = Date.now();
    const shots = messages.flatMap((message) => barrageShot(message, emojis.list) ?? []);
    setSky((current) => shots.reduce((next, shot) => launch(next, shot, now), current));
  });

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
