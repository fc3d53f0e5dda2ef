import { createActor } from 'xstate';
import { channelMachine, type ChannelActor } from './channel.machine';
import type { ChannelHub } from './channel-hub';
import type { DelayedView } from './delayed-view';
import type { ChannelSocket } from './socket';

/** A socket that never connects: on the server a page renders from its channels' seeds, not patches. */
const NO_SOCKET: ChannelSocket = {
  connected: false,
  on: () => undefined,
  off: () => undefined,
  emit: () => undefined,
};

/** A view with nothing in it yet, as a page's first render in the browser has. */
const EMPTY_VIEW: DelayedView = {
  state: () => null,
  seq: () => null,
  subscribe: () => () => {},
  onPatch: () => () => {},
  stop: () => {},
};

/**
 * The channels of one page rendered on the server: actors that are never started (no socket, no
 * timers, nothing left running once the page is sent), and empty views; `useChannel` shows the
 * channel's seed.
 */
export function createServerChannelHub(): ChannelHub {
  const actors = new Map<string, ChannelActor>();
  return {
    actorFor(channel) {
      let actor = actors.get(channel);
      if (actor === undefined) {
        actor = createActor(channelMachine, {
          input: { socket: NO_SOCKET, channel },
        });
        actors.set(channel, actor);
      }
      return actor;
    },
    viewFor: () => EMPTY_VIEW,
    hold: () => () => {},
  };
}
