import { describe, expect, it } from 'vitest';
import { AUDIENCE_SHARE_MS, RoomAudience, type AudienceShare } from '../../src/chat/room-audience';
import type { PortalServer } from '../../src/realtime/channels/socket-types';
import { manualClock } from './support';

/**
 * A gateway's socket.io rooms, as the audience reads them: channel name to its sockets, given as
 * how many visitors' sockets, or as the signed-in user of each socket (null for a visitor).
 */
function gatewayWith(rooms: Record<string, number | Array<number | null>>) {
  const sockets = new Map<string, { data: { userId?: number } }>();
  const adapterRooms = new Map(
    Object.entries(rooms).map(([room, members]) => {
      const users = typeof members === 'number' ? Array.from({ length: members }, () => null) : members;
      const ids = users.map((userId, i) => {
        const id = `${room}#${i}`;
        sockets.set(id, { data: userId === null ? {} : { userId } });
        return id;
      });
      return [room, new Set(ids)];
    }),
  );
  return { of: () => ({ adapter: { rooms: adapterRooms }, sockets }) } as unknown as PortalServer;
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

  it('counts people: a signed-in fan once however many pages they have open, each visitor page once', () => {
    const shared: AudienceShare[] = [];
    const here = new RoomAudience(gatewayWith({ 'room:1': [7, 7, 8, null, null], 'room:2': [9, 9, 9] }), {
      clustered: false,
      node: 'east',
      clock: manualClock(),
      share: (share) => shared.push(share),
    });
    expect([here.viewers(1), here.viewers(2)]).toEqual([4, 1]);
    here.share();
    expect(shared).toEqual([{ node: 'east', counts: [[1, 4], [2, 1]] }]);
  });
});
