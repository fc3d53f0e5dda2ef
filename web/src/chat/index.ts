export { RoomChat } from './RoomChat';
export { Barrage } from './Barrage';
export { AnchorChatConsole } from './ModerationConsole';
export { ChatApiProvider, ModerationApiProvider, ModerationSocketProvider } from './chat-context';
