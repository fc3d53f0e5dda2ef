/**
 * Runs `work` every `ms` while `active()`, handing a failure to `onError`, on a timer that holds no
 * shutdown; answers the stop. What keeps the demo moving: its anchors, gifts and match talk.
 */
export function repeatDemo(ms: number, work: () => Promise<unknown>, options: { active?: () => boolean; onError(error: unknown): void }): () => void {
  const active = options.active ?? (() => true);
  const timer = setInterval(() => {
    if (active()) work().catch(options.onError);
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
