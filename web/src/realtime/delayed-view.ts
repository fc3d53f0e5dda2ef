import type { AppliedPatch, ChannelActor, ChannelEmitted } from './channel.machine';

/** Where a delayed view reads its hold-back from and hears it change. */
export interface DelaySetting {
  /** The hold-back in milliseconds now; 0 shows every change as it comes. */
  delayMs(): number;
  onChange(listener: () => void): () => void;
}

/** No hold-back: the view follows the channel as it changes. */
export const NO_DELAY: DelaySetting = { delayMs: () => 0, onChange: () => () => undefined };

/** The part of a channel actor a delayed view follows: its applied patches and replaced states. */
export type DelaySource = Pick<ChannelActor, 'on'>;

/**
 * A channel as the viewer sees it: the channel's changes (patches applied, states replaced by a
 * snapshot) shown `delayMs` after they arrived, in the order they arrived. The channel itself stays
 * live underneath, so gaps and resyncs are repaired there; the view replays what the repair emitted.
 * The first state shows at once: there is no older one to show.
 */
export interface DelayedView {
  state(): unknown;
  seq(): number | null;
  /** Calls `listener` whenever the shown state changes (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` with every patch as it is shown. */
  onPatch(listener: (applied: AppliedPatch) => void): () => void;
  stop(): void;
}

interface Held {
  arrivedAt: number;
  change: ChannelEmitted;
}

export function createDelayedView(
  source: DelaySource,
  setting: DelaySetting = NO_DELAY,
  now: () => number = () => Date.now(),
): DelayedView {
  let state: unknown = null;
  let seq: number | null = null;
  const held: Held[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stateListeners = new Set<() => void>();
  const patchListeners = new Set<(applied: AppliedPatch) => void>();

  function show(change: ChannelEmitted) {
    if (change.type === 'replaced') {
      state = change.state;
      seq = change.seq;
    } else {
      state = change.after;
      seq = change.patch.seq;
      patchListeners.forEach((listener) => listener(change));
    }
    stateListeners.forEach((listener) => listener());
  }

  function release() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const delay = setting.delayMs();
    let next = held[0];
    while (next && next.arrivedAt + delay <= now()) {
      held.shift();
      show(next.change);
      next = held[0];
    }
    if (next) timer = setTimeout(release, next.arrivedAt + delay - now());
  }

  function arrived(change: ChannelEmitted) {
    const first = seq === null && held.length === 0 && change.type === 'replaced';
    if (first || (setting.delayMs() <= 0 && held.length === 0)) return show(change);
    held.push({ arrivedAt: now(), change });
    if (held.length === 1) release();
  }

  const subscriptions = [source.on('patched', arrived), source.on('replaced', arrived)];
  const stopSetting = setting.onChange(release);

  return {
    state: () => state,
    seq: () => seq,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onPatch(listener) {
      patchListeners.add(listener);
      return () => patchListeners.delete(listener);
    },
    stop() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      stopSetting();
      if (timer !== null) clearTimeout(timer);
      timer = null;
      held.length = 0;
    },
  };
}
