import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../accounts/authentication';
import type { SessionStore } from '../../accounts/sessions';
import type { LiveRooms } from '../../rooms/plugin';
import type { RoomService } from '../../rooms/room-service';

/** What the live-room routes work with. */
export type LiveRoomRoutesOptions = Omit<LiveRooms, 'service'> & { rooms: RoomService; sessions: SessionStore };

/** The id of the signed-in caller when there is one; visitors see public data only. */
export async function viewerId(request: FastifyRequest, sessions: SessionStore): Promise<number | undefined> {
  return (await optionalUser(request, sessions))?.user.id;
}
