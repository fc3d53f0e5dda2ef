import { describe, expect, it } from 'vitest';
import type { FeedSport, MatchState } from '@portal/contracts';
import { moveDemoRoomsOn, type DemoAnchorsOptions } from '../../src/demo/demo-anchors';

type Room = { roomId: number; matchId: number | null; matchType: number | null };

/** Open rooms kept in memory, as the room service keeps them in the database. */
function roomsOf(open: Room[]) {
  const shownLog: Array<[roomId: number, matchId: number, matchType: number]> = [];
  const rooms: DemoAnchorsOptions['rooms'] = {
    openRoomMatches: async () => open.map((room) => ({ ...room })),
    showMatch: async (roomId, matchId, matchType) => {
      shownLog.push([roomId, matchId, matchType]);
      const room = open.find((r) => r.roomId === roomId);
      if (room) Object.assign(room, { matchId, matchType });
    },
  };
  return { rooms, shownLog, open };
}

const FOOTBALL_FULL_TIME = 8;
const FOOTBALL_SECOND_HALF = 4;
const BASKETBALL_Q3 = 6;
const states: Record<number, Pick<MatchState, 'sport' | 'state'>> = {
  10: { sport: 'football', state: FOOTBALL_FULL_TIME },
  20: { sport: 'basketball', state: BASKETBALL_Q3 },
  12: { sport: 'football', state: FOOTBALL_SECOND_HALF },
  13: { sport: 'football', state: 1 },
};

describe('the demo anchors', () => {
  it("move a room whose match is over or gone to its sport's hottest match not over, one no other room shows first", async () => {
    const { rooms, shownLog, open } = roomsOf([
      { roomId: 1, matchId: 10, matchType: 1 },
      { roomId: 2, matchId: 20, matchType: 2 },
      { roomId: 3, matchId: null, matchType: null },
      { roomId: 4, matchId: 11, matchType: 1 },
    ]);
    const hottest: Record<FeedSport, { id: number }[]> = { football: [{ id: 12 }, { id: 13 }], basketball: [{ id: 21 }] };
    const moved = await moveDemoRoomsOn({ rooms, match: (id) => states[id], hottest: (sport) => hottest[sport] });
    expect(moved).toEqual([1, 4]);
    expect(shownLog).toEqual([
      [1, 12, 1],
      [4, 13, 1],
    ]);
    expect(open.map((room) => room.matchId)).toEqual([12, 20, null, 13]);
    // Nothing more to do once every room shows a match not over.
    expect(await moveDemoRoomsOn({ rooms, match: (id) => states[id], hottest: (sport) => hottest[sport] })).toEqual([]);
  });

  it('share the one match left, and stay when their sport has none not over', async () => {
    const { rooms, open } = roomsOf([
      { roomId: 1, matchId: 10, matchType: 1 },
      { roomId: 2, matchId: 10, matchType: 1 },
    ]);
    expect(await moveDemoRoomsOn({ rooms, match: (id) => states[id], hottest: () => [] })).toEqual([]);
    expect(await moveDemoRoomsOn({ rooms, match: (id) => states[id], hottest: () => [{ id: 12 }] })).toEqual([1, 2]);
    expect(open.map((room) => room.matchId)).toEqual([12, 12]);
  });
});
