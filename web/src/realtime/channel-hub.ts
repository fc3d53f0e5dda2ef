import { createActor } from 'xstate';
import { channelMachine, type ChannelActor } from './channel.machine';
import { createDelayedView, NO_DELAY, type DelayedView, type DelaySetting } from './delayed-view';
import { isScoreChannel, onSpoilerDelayChange, spoilerDelaySeconds } from './spoiler-delay';
import { sharedSocket, type ChannelSocket } from './socket';

/** How long a channel nobody holds stays subscribed, so a remount (or StrictMode) does not resubscribe. */
export const CHANNEL_LINGER_MS = 1_000;
/** How long a channel asked for during a render waits for its holder to commit. */
export const CHANNEL_UNHELD_GRACE_MS = 10_000;

export interface ChannelHub {
  /** The channel's actor, started on first use and shared by everyone asking for the same channel. */
  actorFor(channel: string): ChannelActor;
  /** The channel as the viewer sees it: score channels held back by the viewer's delay. */
  viewFor(channel: string): DelayedView;
  /** Counts a holder of the channel until the returned release is called. */
  hold(channel: string): () => void;
}

interface Entry {
  actor: ChannelActor;
  view: DelayedView;
  holders: number;
  linger: ReturnType<typeof setTimeout> | null;
}

export interface ChannelHubOptions {
  lingerMs?: number;
  unheldGraceMs?: number;
  machine?: typeof channelMachine;
  /** The hold-back of a channel's changes; by default the viewer's for score channels, none for others. */
  delayFor?: (channel: string) => DelaySetting;
}

/** The viewer's no-spoiler hold-back (SPEC: score updates held back N seconds). */
export const viewerDelay: DelaySetting = {
  delayMs: () => spoilerDelaySeconds() * 1_000,
  onChange: onSpoilerDelayChange,
};

/** Score channels follow the viewer's hold-back; rooms and chat stay live. */
export const viewerDelayFor = (channel: string): DelaySetting => (isScoreChannel(channel) ? viewerDelay : NO_DELAY);

/**
 * One subscription per channel over one socket. The last holder to leave ends it: the actor stops
 * and the gateway is told to stop the patches.
 */
export function createChannelHub(socket: ChannelSocket, options: ChannelHubOptions = {}): ChannelHub {
  const {
    lingerMs = CHANNEL_LINGER_MS,
    unheldGraceMs = CHANNEL_UNHELD_GRACE_MS,
    machine = channelMachine,
    delayFor = viewerDelayFor,
  } = options;
  const entries = new Map<string, Entry>();

  function end(channel: string) {
    const entry = entries.get(channel);
    if (!entry || entry.holders > 0) return;
    entries.delete(channel);
    const refused = entry.actor.getSnapshot().hasTag('failed');
    entry.view.stop();
    entry.actor.stop();
    if (!refused && socket.connected) socket.emit('channel.unsubscribe', { channel });
  }

  function scheduleEnd(channel: string, entry: Entry, afterMs: number) {
    if (entry.linger !== null) clearTimeout(entry.linger);
    entry.linger = setTimeout(() => {
      entry.linger = null;
      end(channel);
    }, afterMs);
  }

  function entryFor(channel: string): Entry {
    let entry = entries.get(channel);
    if (!entry) {
      const actor = createActor(machine, { input: { socket, channel } });
      // The view listens before the actor starts, so it sees the first change the channel makes.
      entry = { actor, view: createDelayedView(actor, delayFor(channel)), holders: 0, linger: null };
      actor.start();
      entries.set(channel, entry);
      // An actor asked for during a render that never commits is ended like one nobody holds.
      scheduleEnd(channel, entry, unheldGraceMs);
    }
    return entry;
  }

  return {
    actorFor: (channel) => entryFor(channel).actor,
    viewFor: (channel) => entryFor(channel).view,
    hold(channel) {
      const entry = entryFor(channel);
      entry.holders += 1;
      if (entry.linger !== null) {
        clearTimeout(entry.linger);
        entry.linger = null;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.holders -= 1;
        if (entry.holders === 0) scheduleEnd(channel, entry, lingerMs);
      };
    },
  };
}

let shared: ChannelHub | null = null;

/** The tab's hub over {@link sharedSocket}. */
export function sharedChannelHub(): ChannelHub {
  shared ??= createChannelHub(sharedSocket());
  return shared;
}
