/** Where the code reads the time, so tests can move it by hand. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };
