/**
 * What the media server needs of the rooms (interfaces.md seam 4), the same shape as the room
 * service's methods: may a stream be published to the room now, and mark it on or off air.
 */
export type RoomAirTime = {
  canPublish(roomId: number): Promise<boolean>;
  setOnAir(roomId: number, onAir: boolean): Promise<void>;
};

/** Runs `run` after `ms` unless the returned cancel is called first; swapped for a manual one in tests. */
export type Schedule = (ms: number, run: () => void) => () => void;

export const realSchedule: Schedule = (ms, run) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export type OnAirTracker = {
  publishStarted(roomId: number): Promise<void>;
  /** The room goes off air after the grace period unless a publish starts again within it. */
  publishStopped(roomId: number): void;
};

export function createOnAirTracker(rooms: RoomAirTime, graceMs: number, schedule: Schedule, onError: (error: unknown) => void): OnAirTracker {
  const pendingOff = new Map<number, () => void>();
  return {
    async publishStarted(roomId) {
      pendingOff.get(roomId)?.();
      pendingOff.delete(roomId);
      await rooms.setOnAir(roomId, true);
    },
    publishStopped(roomId) {
      pendingOff.get(roomId)?.();
      pendingOff.set(
        roomId,
        schedule(graceMs, () => {
          pendingOff.delete(roomId);
          rooms.setOnAir(roomId, false).catch(onError);
        }),
      );
    },
  };
}

/** A publish is admitted with the room's current key, and only while the room is open. */
export function publishAdmission(keys: { matches(roomId: number, key: string): Promise<boolean> }, rooms: RoomAirTime) {
  return async (roomId: number, key: string): Promise<boolean> => (await keys.matches(roomId, key)) && (await rooms.canPublish(roomId));
}
