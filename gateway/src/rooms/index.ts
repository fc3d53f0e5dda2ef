export { createAnchorDirectory, type AnchorDirectory, rankPeriodStart } from './anchors';
export { createAuditDesk, type AuditDesk, type AuditDecision } from './audits';
export { createFollowBook, type FollowBook, matchFollowTarget } from './follows';
export { matchFactsFromScores } from './match-facts';
export { createReservationBook, type ReservationBook } from './reservations';
export { createRoomService, type RoomService, type RoomServiceDependencies } from './room-service';
export type { MatchFacts, MatchFactsLookup, PlayAddressLookup, RoomAnchors } from './seams';
