import { ResultCode, ROOM_COVER_ERROR } from '@portal/contracts';
import { AppError } from '../http/errors';

/** The refusals of the live-room calls, each with the message the user sees. */
export const refuse = {
  notAnAnchor: () => new AppError(ResultCode.NOT_AN_ANCHOR, '只有主播才能进行此操作，请先申请成为主播'),
  notOwnRoom: () => new AppError(ResultCode.NOT_OWN_ROOM, '只能管理自己的直播间'),
  roomNotFound: () => new AppError(ResultCode.ROOM_NOT_FOUND, '直播间不存在'),
  noRoomYet: () => new AppError(ResultCode.ROOM_NOT_FOUND, '您还没有直播间，请先开播'),
  anchorNotFound: () => new AppError(ResultCode.NOT_FOUND, '主播不存在'),
  followSelf: () => new AppError(ResultCode.BAD_REQUEST, '不能关注自己'),
  alreadyAnchor: () => new AppError(ResultCode.AUDIT_NOT_ALLOWED, '您已经是主播了'),
  auditPending: () => new AppError(ResultCode.AUDIT_NOT_ALLOWED, '您的申请正在审核中，请耐心等待'),
  noPendingAudit: () => new AppError(ResultCode.NOT_FOUND, '该用户没有待审核的申请'),
  rejectNeedsReason: () => new AppError(ResultCode.BAD_REQUEST, '请填写驳回原因'),
  badCover: () => new AppError(ResultCode.BAD_REQUEST, ROOM_COVER_ERROR),
};
