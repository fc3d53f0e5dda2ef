export { LiveRoom, RoomLayout, AnchorCard, RoomClosed, roomIdOf, ROOM_CLOSED, type RoomSlots } from './RoomLayout';
export { RoomDirectory, navIdOf } from './RoomDirectory';
export { FollowButton } from './FollowButton';
export { AnchorSet, AnchorRoomSet, AnchorZone } from './AnchorPages';
export { AnchorApply } from './AnchorApply';
export { GoLiveNotices } from './GoLiveNotices';
export { createRoomApi, RoomApiProvider, useRoomApi, type RoomApi } from './room-api';
export { useRoomHeader, type RoomHeaderView } from './use-room-live';
