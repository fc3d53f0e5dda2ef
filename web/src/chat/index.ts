export { RoomChat } from "./RoomChat";
export { MatchChat } from "./MatchChat";
export { Barrage } from "./Barrage";
// The moderation console is imported from ./ModerationConsole by its page alone: the match page and the
// rooms import this file, and would carry it.
export { ModerationSocketProvider } from "./moderation-socket";
