import { matchTypeOf, sportOfMatchType, type FeedSport, type MatchState } from '@portal/contracts';
import { isOver } from '../realtime/scores/projection';
import type { RoomService } from '../rooms/room-service';
import { repeatDemo } from './repeat';

/** How often the demo anchors look at the matches they stream. */
export const DEMO_ANCHOR_CHECK_MS = 30_000;

export type DemoAnchorsOptions = {
  rooms: Pick<RoomService, 'openRoomMatches' | 'showMatch'>;
  /** A match the live scores hold, by id; undefined when they hold none. */
  match(matchId: number): Pick<MatchState, 'sport' | 'state'> | undefined;
  /** A sport's hottest matches not over yet, those being played first. */
  hottest(sport: FeedSport): readonly Pick<MatchState, 'id'>[];
};

/**
 * What a demo anchor does when the match they stream is over (or gone from the scores): picks the
 * hottest match of its sport not over, one no other room streams if there is one, as an anchor
 * would on 开播设置. A room streaming no match is left alone. Answers the rooms moved.
 */
export async function moveDemoRoomsOn(options: DemoAnchorsOptions): Promise<number[]> {
  const open = await options.rooms.openRoomMatches();
  const shown = new Set(open.map((room) => room.matchId));
  const moved: number[] = [];
  for (const room of open) {
    const sport = room.matchType === null ? undefined : sportOfMatchType(room.matchType);
    if (room.matchId === null || sport === undefined) continue;
    const current = options.match(room.matchId);
    if (current !== undefined && !isOver(current)) continue;
    const candidates = options.hottest(sport);
    const next = candidates.find((match) => !shown.has(match.id)) ?? candidates[0];
    if (next === undefined || next.id === room.matchId) continue;
    await options.rooms.showMatch(room.roomId, next.id, matchTypeOf(sport));
    shown.add(next.id);
    moved.push(room.roomId);
  }
  return moved;
}

/** Moves the demo rooms on every {@link DEMO_ANCHOR_CHECK_MS}; answers the stop. */
export function startDemoAnchors(options: DemoAnchorsOptions & { onError(error: unknown): void }): () => void {
  return repeatDemo(DEMO_ANCHOR_CHECK_MS, () => moveDemoRoomsOn(options), options);
}
