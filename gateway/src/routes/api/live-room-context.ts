import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answerOrCodedFailure } from '../../accounts/answer';
import { optionalUser } from '../../accounts/authentication';
import type { SessionStore } from '../../accounts/sessions';
import type { AnchorDirectory, AuditDesk, FollowBook, ReservationBook, RoomService } from '../../rooms';

/** What the live-room routes work with. */
export type LiveRoomRoutesOptions = {
  rooms: RoomService;
  anchors: AnchorDirectory;
  follows: FollowBook;
  reservations: ReservationBook;
  audits: AuditDesk;
  sessions: SessionStore;
  /** Whether a cover URL is one of our uploads or a bundled demo image. */
  coverAccepted(url: string): Promise<boolean>;
  /** OPERATOR_TOKEN; without it the operator routes do not exist. */
  operatorToken: string | undefined;
};

/** The 200 answers of a route: its data, or a refusal coded 2000x, which also travels as HTTP 200. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: answerOrCodedFailure(data) });

/** The id of the signed-in caller when there is one; visitors see public data only. */
export async function viewerId(request: FastifyRequest, sessions: SessionStore): Promise<number | undefined> {
  return (await optionalUser(request, sessions))?.user.id;
}
