import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { channelSeedQuery } from './channel-seed';
import { sharedChannelHub, type ChannelHub } from './channel-hub';
import { channelStatus, type AppliedPatch, type ChannelStatus } from './channel.machine';

const ChannelHubContext = createContext<ChannelHub | null>(null);

/** Gives the components below a hub of their own (a test's fake socket); without it they share the tab's. */
export const ChannelHubProvider = ChannelHubContext.Provider;

/** A channel as a page reads it. */
export interface ChannelView<S> {
  /** The channel's state at `seq` as the viewer sees it (held back by the no-spoiler delay); null until the first snapshot. */
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
  // State and patches come through the view: score channels shown as they were N seconds ago.
  const view = hub.viewFor(channel);
  useEffect(() => hub.hold(channel), [hub, channel]);
  // A page the server rendered hydrates with nothing from the socket (the seed below stands in), even
  // when the socket's snapshot came first: the hydrating render must be the server's.
  const live = useSyncExternalStore(view.subscribe, view.state, () => null) as S | null;
  const liveSeq = useSyncExternalStore(view.subscribe, view.seq, () => null);
  // Until the socket's snapshot arrives: the state the server rendered the page with, if it did.
  const seed = useQuery(channelSeedQuery(channel)).data;
  const fromSeed = live === null && seed != null;
  const state = fromSeed ? (seed.state as S) : live;
  const seq = fromSeed ? seed.seq : liveSeq;
  const status = useSelector(actor, channelStatus);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  useEffect(() => {
    if (error) console.warn(`${channel}: ${error}`);
  }, [channel, error]);
  const onPatch = view.onPatch;
  return { state, seq, status, error, onPatch };
}
