import { createContext, useContext } from 'react';
import { chatApi, moderationApi, type ChatApi, type ModerationApi } from './chat-api';
import type { ModerationSocket } from './moderation-socket';

const ChatApiContext = createContext<ChatApi | null>(null);
const ModerationApiContext = createContext<ModerationApi | null>(null);
const ModerationSocketContext = createContext<ModerationSocket | null>(null);

/** Gives the chat below its own calls (a test's); without it the gateway's are used. */
export const ChatApiProvider = ChatApiContext.Provider;
export const ModerationApiProvider = ModerationApiContext.Provider;
export const ModerationSocketProvider = ModerationSocketContext.Provider;

export function useChatApi(): ChatApi {
  return useContext(ChatApiContext) ?? chatApi;
}

export function useModerationApi(): ModerationApi {
  return useContext(ModerationApiContext) ?? moderationApi;
}

export function useModerationSocketOverride(): ModerationSocket | null {
  return useContext(ModerationSocketContext);
}
