import { and, eq, isNull, type AnyColumn } from 'drizzle-orm';
import { roomSessions } from './schema';

/** The session of the show running now in a room: started and not yet ended (a room has at most one). */
export const runningSessionOf = (roomId: AnyColumn | number) => and(eq(roomSessions.roomId, roomId), isNull(roomSessions.endedAt));

/** When the show running now began, as a room's detail and its chat's header give it: null for a closed room. */
export const openedAtOf = (isLive: number, startedAt: Date | null | undefined): string | null =>
  isLive === 1 && startedAt ? startedAt.toISOString() : null;
