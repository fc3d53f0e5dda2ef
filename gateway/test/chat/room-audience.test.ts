import { describe, expect, it } from 'vitest';
import { AUDIENCE_SHARE_MS, RoomAudience, type AudienceShare } from '../../src/chat/room-audience';
import type { PortalServer } from '../../src/realtime/socket';
import { manualClock } from './support';

/** A gateway's socket.io rooms, as the audience reads them: channel name to socket ids. */
function gatewayWith(rooms: Record<string, number>) {
  const adapterRooms = new Map(Object.entries(rooms).map(([room, size]) => [room, new Set(Array.from({ length: size }, (_, i) => `${room}#${i}`))]));
  return { of: () => ({ adapter: { rooms: adapterRooms } }) } as unknown as PortalServer;
}

describe('the audience of rooms across gateways', () => {
  it("adds the counts other gateways share to this one's, each gateway's last word replacing its earlier", () => {
    const clock = manualClock();
    const shared: AudienceShare[] = [];
    const here = new RoomAudience(gatewayWith({ 'room:1': 2, 'room:2': 1, 'matchchat:3001': 5, 'user:7': 1 }), {
      clustered: false,
      node: 'east',
      clock,
      share: (share) => shared.push(share),
    });
    here.share();
    expect(shared).toEqual([{ node: 'east', counts: [[1, 2], [2, 1]] }]);

    here.receive({ node: 'west', counts: [[1, 3]] });
    here.receive({ node: 'north', counts: [[1, 1], [2, 4]] });
    expect([here.viewers(1), here.viewers(2), here.viewers(9)]).toEqual([6, 5, 0]);
    here.receive({ node: 'west', counts: [] });
    expect(here.viewers(1)).toBe(3);
  });

  it('drops a gateway silent for three shares, ignores its own word and what is not a share', () => {
    const clock = manualClock();
    const here = new RoomAudience(gatewayWith({ 'room:1': 1 }), { clustered: false, node: 'east', clock, share: () => {} });
    here.receive({ node: 'west', counts: [[1, 2]] });
    here.receive({ node: 'east', counts: [[1, 50]] });
    for (const junk of [null, 'west', { node: 'x', counts: [[1, -3]] }, { node: 'y', counts: [['1', 2]] }, { counts: [[1, 2]] }]) here.receive(junk);
    expect(here.viewers(1)).toBe(3);
    clock.advance(3 * AUDIENCE_SHARE_MS);
    expect(here.viewers(1)).toBe(3);
    clock.advance(1);
    expect(here.viewers(1)).toBe(1);
  });
});
