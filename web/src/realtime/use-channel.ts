import { createContext, useCallback, useContext, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { sharedChannelHub, type ChannelHub } from './channel-hub';
import { channelStatus, type AppliedPatch, type ChannelStatus } from './channel.machine';

const ChannelHubContext = createContext<ChannelHub | null>(null);

/** Gives the components below a hub of their own (a test's fake socket); without it they share the tab's. */
export const ChannelHubProvider = ChannelHubContext.Provider;

/** A channel as a page reads it. */
export interface ChannelView<S> {
  /** The channel's state at `seq`; null until the first snapshot. */
  state: S | null;
  seq: number | null;
  status: ChannelStatus;
  /** The gateway's message when it refused the channel. */
  error: string | null;
  /** Calls `listener` with every patch applied from now on; answers the function that stops it. */
  onPatch(listener: (applied: AppliedPatch) => void): () => void;
}

/**
 * Subscribes to `channel` for as long as the component is mounted. Components on the same channel
 * share one subscription.
 */
export function useChannel<S>(channel: string): ChannelView<S> {
  const hub = useContext(ChannelHubContext) ?? sharedChannelHub();
  const actor = hub.actorFor(channel);
  useEffect(() => hub.hold(channel), [hub, channel]);
  const state = useSelector(actor, (snapshot) => snapshot.context.state) as S | null;
  const seq = useSelector(actor, (snapshot) => snapshot.context.seq);
  const status = useSelector(actor, channelStatus);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  useEffect(() => {
    if (error) console.warn(`${channel}: ${error}`);
  }, [channel, error]);
  const onPatch = useCallback(
    (listener: (applied: AppliedPatch) => void) => {
      const subscription = actor.on('patched', listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return { state, seq, status, error, onPatch };
}
