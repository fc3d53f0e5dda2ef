import { createContext, useContext } from 'react';
import { chatApi, matchChatApi, moderationApi, type ChatApi, type MatchChatApi, type ModerationApi } from './chat-api';
import type { ModerationSocket } from './moderation-socket';

const ChatApiContext = createContext<ChatApi | null>(null);
const MatchChatApiContext = createContext<MatchChatApi | null>(null);
const ModerationApiContext = createContext<ModerationApi | null>(null);
const ModerationSocketContext = createContext<ModerationSocket | null>(null);

/** Gives the chat below its own calls (a test's); without it the gateway's are used. */
export const ChatApiProvider = ChatApiContext.Provider;
export const MatchChatApiProvider = MatchChatApiContext.Provider;
export const ModerationApiProvider = ModerationApiContext.Provider;
export const ModerationSocketProvider = ModerationSocketContext.Provider;

export function useChatApi(): ChatApi {
  return useContext(ChatApiContext) ?? chatApi;
}

export function useMatchChatApi(): MatchChatApi {
  return useContext(MatchChatApiContext) ?? matchChatApi;
}

export function useModerationApi(): ModerationApi {
  return useContext(ModerationApiContext) ?? moderationApi;
}

export function useModerationSocketOverride(): ModerationSocket | null {
  return useContext(ModerationSocketContext);
}
