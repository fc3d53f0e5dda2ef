export { RoomChat } from "./RoomChat";
export { MatchChat } from "./MatchChat";
export { Barrage } from "./Barrage";
export { AnchorChatConsole } from "./ModerationConsole";
export {
  ChatApiProvider,
  MatchChatApiProvider,
  ModerationApiProvider,
  ModerationSocketProvider,
} from "./chat-context";
