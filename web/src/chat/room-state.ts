import { roomChannelStateSchema, type RoomChannelState } from '@portal/contracts';

/** The room channel's state, or null until a valid one arrived. */
export function readRoomState(state: unknown): RoomChannelState | null {
  if (state === null || state === undefined) return null;
  const parsed = roomChannelStateSchema.safeParse(state);
  if (!parsed.success) {
    console.warn('room channel state does not match its schema', parsed.error.issues);
    return null;
  }
  return parsed.data;
}
