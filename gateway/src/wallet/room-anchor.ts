import { ResultCode, ROOM_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { AppError } from '../http/errors';
import type { RoomAnchors } from '../rooms/seams';

/** The anchor a gift, red packet or noble purchase in `roomId` is for; 404 for a room that does not exist. */
export async function anchorOfRoom(rooms: RoomAnchors, roomId: number): Promise<number> {
  const anchorId = await rooms.anchorOf(roomId);
  if (anchorId === undefined) throw new AppError(ResultCode.NOT_FOUND, ROOM_NOT_FOUND_MESSAGE);
  return anchorId;
}
