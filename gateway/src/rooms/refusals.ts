import {
  ALREADY_ANCHOR_MESSAGE,
  ANCHOR_NOT_FOUND_MESSAGE,
  AUDIT_PENDING_MESSAGE,
  FOLLOW_SELF_MESSAGE,
  NO_PENDING_AUDIT_MESSAGE,
  NO_ROOM_YET_MESSAGE,
  NOT_AN_ANCHOR_MESSAGE,
  NOT_OWN_ROOM_MESSAGE,
  REJECT_REASON_REQUIRED_MESSAGE,
  ResultCode,
  ROOM_COVER_ERROR,
  ROOM_NOT_FOUND_MESSAGE,
} from '@portal/contracts';
import { AppError } from '../http/errors';

/** The refusals of the live-room calls, each with the message the user sees. */
export const refuse = {
  notAnAnchor: () => new AppError(ResultCode.NOT_AN_ANCHOR, NOT_AN_ANCHOR_MESSAGE),
  notOwnRoom: () => new AppError(ResultCode.NOT_OWN_ROOM, NOT_OWN_ROOM_MESSAGE),
  roomNotFound: () => new AppError(ResultCode.ROOM_NOT_FOUND, ROOM_NOT_FOUND_MESSAGE),
  noRoomYet: () => new AppError(ResultCode.ROOM_NOT_FOUND, NO_ROOM_YET_MESSAGE),
  anchorNotFound: () => new AppError(ResultCode.NOT_FOUND, ANCHOR_NOT_FOUND_MESSAGE),
  followSelf: () => new AppError(ResultCode.BAD_REQUEST, FOLLOW_SELF_MESSAGE),
  alreadyAnchor: () => new AppError(ResultCode.AUDIT_NOT_ALLOWED, ALREADY_ANCHOR_MESSAGE),
  auditPending: () => new AppError(ResultCode.AUDIT_NOT_ALLOWED, AUDIT_PENDING_MESSAGE),
  noPendingAudit: () => new AppError(ResultCode.NOT_FOUND, NO_PENDING_AUDIT_MESSAGE),
  rejectNeedsReason: () => new AppError(ResultCode.BAD_REQUEST, REJECT_REASON_REQUIRED_MESSAGE),
  badCover: () => new AppError(ResultCode.BAD_REQUEST, ROOM_COVER_ERROR),
};
