import { createContext, useContext } from 'react';
import type { ModerationChange, RoomModJoinReply, RoomModJoinRequest } from '@portal/contracts';
import { sharedSocketAs } from '../realtime/socket';

/** The part of the tab's socket a moderator console uses: its room's live moderation feed. */
export interface ModerationSocket {
  readonly connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'roommod.change', listener: (change: ModerationChange) => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
  off(event: 'roommod.change', listener: (change: ModerationChange) => void): unknown;
  emit(event: 'roommod.join', request: RoomModJoinRequest, ack: (reply: RoomModJoinReply) => void): unknown;
  emit(event: 'roommod.leave', request: RoomModJoinRequest): unknown;
}

/** The tab's one socket, seen as a {@link ModerationSocket}. */
export function sharedModerationSocket(): ModerationSocket {
  return sharedSocketAs<ModerationSocket>();
}

const ModerationSocketContext = createContext<ModerationSocket | null>(null);

/** Gives the consoles below a moderation feed of their own (a test's); without it the tab's socket is used. */
export const ModerationSocketProvider = ModerationSocketContext.Provider;

/** The moderation feed of the consoles: the provided one, or the tab's socket. */
export function useModerationSocket(): ModerationSocket {
  return useContext(ModerationSocketContext) ?? sharedModerationSocket();
}
