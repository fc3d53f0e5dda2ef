/** Where the code reads the time, so tests can move it by hand. */
export type Clock = { now(): number };

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() };
