/**
 * The fans every worker connects at each stage of a phase's connecting. A server writes a wide
 * channel (a live list, a busy room) to its sockets in the order they subscribed, so where a fan
 * joined is how long it waits behind the others at every frame. The probe fans are spread through
 * that order: with `stages` stages, each worker's share is cut into that many consecutive slices,
 * stage s connects slice s of every share at once, and the next stage begins when all of them have
 * connected. With one probe fan a stage, the probe fans stand evenly from the first to the last of
 * the subscribers, as the fans of a real crowd would, instead of all joining in the first moments.
 */
export function connectStages<T>(shares: readonly (readonly T[])[], stages: number): T[][][] {
  const count = Math.max(1, Math.floor(stages));
  return Array.from({ length: count }, (_, stage) =>
    shares.map((share) => share.slice(Math.floor((share.length * stage) / count), Math.floor((share.length * (stage + 1)) / count))),
  );
}
