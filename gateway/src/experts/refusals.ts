import { EXPERT_MESSAGES, ResultCode } from '@portal/contracts';
import { AppError } from '../http/errors';

/** The refusals of the expert calls, each with the message the user sees. */
export const refuse = {
  notExpert: () => new AppError(ResultCode.FORBIDDEN, EXPERT_MESSAGES.notExpert),
  alreadyExpert: () => new AppError(ResultCode.AUDIT_NOT_ALLOWED, EXPERT_MESSAGES.alreadyExpert),
  applicationPending: () => new AppError(ResultCode.AUDIT_NOT_ALLOWED, EXPERT_MESSAGES.applicationPending),
  noPendingApplication: () => new AppError(ResultCode.NOT_FOUND, EXPERT_MESSAGES.noPendingApplication),
  rejectNeedsReason: () => new AppError(ResultCode.BAD_REQUEST, EXPERT_MESSAGES.rejectNeedsReason),
  matchUnavailable: () => new AppError(ResultCode.BAD_REQUEST, EXPERT_MESSAGES.matchUnavailable),
  marketUnavailable: () => new AppError(ResultCode.BAD_REQUEST, EXPERT_MESSAGES.marketUnavailable),
  outsideSpeciality: () => new AppError(ResultCode.BAD_REQUEST, EXPERT_MESSAGES.outsideSpeciality),
  planNotFound: () => new AppError(ResultCode.NOT_FOUND, EXPERT_MESSAGES.planNotFound),
  planClosed: () => new AppError(ResultCode.CONFLICT, EXPERT_MESSAGES.planClosed),
  ownPlan: () => new AppError(ResultCode.BAD_REQUEST, EXPERT_MESSAGES.ownPlan),
  freePlan: () => new AppError(ResultCode.BAD_REQUEST, EXPERT_MESSAGES.freePlan),
};
