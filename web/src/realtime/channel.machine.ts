import {
  PatchConflictError,
  applyPatch,
  patchSchema,
  resyncReplySchema,
  subscribeReplySchema,
  type Patch,
  type ResyncReply,
  type SubscribeReply,
  backoffDelay,
  CHANNEL_MALFORMED_REPLY_MESSAGE as MALFORMED_REPLY_MESSAGE,
  CHANNEL_NOT_READY_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
} from '@portal/contracts';
import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ChannelSocket } from './socket';

/** How long a subscribe or a resync may go unanswered before it is asked again. */
export const CHANNEL_ACK_TIMEOUT_MS = 10_000;

/**
 * How long a refused channel waits before asking again, doubling with each refusal in a row up to
 * {@link CHANNEL_REFUSED_RETRY_MAX_MS}: the gateway also refuses while its data is still loading
 * (just after a restart), or when a socket holds too many channels.
 */
export const CHANNEL_REFUSED_RETRY_MS = 2_000;
export const CHANNEL_REFUSED_RETRY_MAX_MS = 30_000;
/**
 * How many times in a row a channel the gateway is still loading shows as loading (2 + 4 + 8 s of
 * waiting); after that it shows as failed, still asked for again, as a gateway whose vendor is down
 * may stay loading for long.
 */
export const CHANNEL_NOT_READY_PATIENCE = 3;


export interface ChannelInput {
  socket: ChannelSocket;
  channel: string;
}

export interface ChannelContext {
  socket: ChannelSocket;
  channel: string;
  /** The sequence number the state is at; null until the first snapshot. */
  seq: number | null;
  state: unknown;
  /** Patches that arrived ahead of the state (before a snapshot, during a resync, after a gap). */
  ahead: Patch[];
  /** A patch did not fit the state: only a fresh snapshot can repair it. */
  stale: boolean;
  /** The gateway's message when it refused the channel. */
  error: string | null;
  /** Refusals in a row, for the pause before asking again. */
  refusals: number;
}

export type ChannelEvent =
  | { type: 'PATCH'; patch: Patch }
  | { type: 'SOCKET.CONNECTED' }
  | { type: 'SOCKET.DISCONNECTED' };

/** One patch applied: what the state was and what it became. Views flash and toast from these. */
export interface AppliedPatch {
  type: 'patched';
  channel: string;
  patch: Patch;
  before: unknown;
  after: unknown;
}

/** The state replaced by a snapshot (the first one, or a resync that could not catch up). */
export interface ReplacedState {
  type: 'replaced';
  channel: string;
  seq: number;
  state: unknown;
}

export type ChannelEmitted = AppliedPatch | ReplacedState;

/** What a subscribe or resync came back with, reduced to what the machine acts on. */
export type ChannelReply =
  | { kind: 'snapshot'; seq: number; snapshot: unknown }
  | { kind: 'patches'; patches: Patch[] }
  | { kind: 'refused'; message: string };

function toReply(reply: SubscribeReply | ResyncReply): ChannelReply {
  if (!reply.ok) return { kind: 'refused', message: reply.message };
  if ('patches' in reply) return { kind: 'patches', patches: reply.patches };
  return { kind: 'snapshot', seq: reply.seq, snapshot: reply.snapshot };
}

/** A reply as the socket delivered it, checked against its schema. */
export function readSubscribeReply(raw: unknown): ChannelReply {
  const parsed = subscribeReplySchema.safeParse(raw);
  return parsed.success ? toReply(parsed.data) : { kind: 'refused', message: MALFORMED_REPLY_MESSAGE };
}

/** A resync reply as the socket delivered it, checked against its schema. */
export function readResyncReply(raw: unknown): ChannelReply {
  const parsed = resyncReplySchema.safeParse(raw);
  return parsed.success ? toReply(parsed.data) : { kind: 'refused', message: MALFORMED_REPLY_MESSAGE };
}

interface Step {
  seq: number | null;
  state: unknown;
  emitted: ChannelEmitted[];
  stale: boolean;
}

/** The state after `patch`, or undefined when the patch does not fit it. */
function patched(state: unknown, patch: Patch): { after: unknown } | undefined {
  try {
    return { after: applyPatch(state, patch.ops) };
  } catch (error) {
    if (!(error instanceof PatchConflictError)) throw error;
    console.warn(`${patch.channel}: patch ${patch.seq} does not fit the state`, error.message);
    return undefined;
  }
}

/** Applies every patch that continues `step` in order, skipping the ones already applied. */
function applyInOrder(step: Step, channel: string, patches: readonly Patch[]): { step: Step; left: Patch[] } {
  const pending = [...patches].sort((a, b) => a.seq - b.seq);
  let { seq, state, stale } = step;
  const emitted = [...step.emitted];
  const left: Patch[] = [];
  for (const patch of pending) {
    if (stale || seq === null || patch.seq <= seq) continue;
    if (patch.seq !== seq + 1) {
      left.push(patch);
      continue;
    }
    const result = patched(state, patch);
    if (!result) {
      stale = true;
      continue;
    }
    emitted.push({ type: 'patched', channel, patch, before: state, after: result.after });
    state = result.after;
    seq = patch.seq;
  }
  const stillAhead = stale || seq === null ? [] : left.filter((patch) => patch.seq > (seq as number));
  return { step: { seq, state, emitted, stale }, left: stillAhead };
}

export const channelMachine = setup({
  types: {
    context: {} as ChannelContext,
    events: {} as ChannelEvent,
    input: {} as ChannelInput,
    emitted: {} as ChannelEmitted,
  },
  actors: {
    listen: fromCallback<ChannelEvent, ChannelInput>(({ input: { socket, channel }, sendBack }) => {
      const connected = () => sendBack({ type: 'SOCKET.CONNECTED' });
      const disconnected = () => sendBack({ type: 'SOCKET.DISCONNECTED' });
      // A frame holds the patches of every channel of the socket made in one turn of the gateway, in
      // order: only this channel's are worth checking, and each goes to the machine as it came.
      const batchArrived = (raw: unknown) => {
        if (!Array.isArray(raw)) return console.warn(`${channel}: channel.batch is not a list of patches`);
        for (const item of raw as unknown[]) {
          if ((item as { channel?: unknown } | null)?.channel !== channel) continue;
          const parsed = patchSchema.safeParse(item);
          if (parsed.success) sendBack({ type: 'PATCH', patch: parsed.data });
          else console.warn(`${channel}: a patch of channel.batch does not match its schema`, parsed.error.issues);
        }
      };
      socket.on('connect', connected);
      socket.on('disconnect', disconnected);
      socket.on('channel.batch', batchArrived);
      return () => {
        socket.off('connect', connected);
        socket.off('disconnect', disconnected);
        socket.off('channel.batch', batchArrived);
      };
    }),
    subscribe: fromPromise<ChannelReply, ChannelInput>(
      ({ input: { socket, channel } }) =>
        new Promise((resolve) => socket.emit('channel.subscribe', { channel }, (raw) => resolve(readSubscribeReply(raw)))),
    ),
    resync: fromPromise<ChannelReply, ChannelInput & { fromSeq: number }>(
      ({ input: { socket, channel, fromSeq } }) =>
        new Promise((resolve) =>
          socket.emit('channel.resync', { channel, fromSeq }, (raw) => resolve(readResyncReply(raw))),
        ),
    ),
  },
  actions: {
    holdAhead: assign({
      ahead: ({ context, event }) => (event.type === 'PATCH' ? [...context.ahead, event.patch] : context.ahead),
    }),
    takeReply: enqueueActions(({ context, enqueue }, reply: ChannelReply) => {
      let step: Step = { seq: context.seq, state: context.state, emitted: [], stale: context.stale };
      let ahead = context.ahead;
      if (reply.kind === 'snapshot') {
        step = {
          seq: reply.seq,
          state: reply.snapshot,
          emitted: [{ type: 'replaced', channel: context.channel, seq: reply.seq, state: reply.snapshot }],
          stale: false,
        };
      } else if (reply.kind === 'patches') {
        const caughtUp = applyInOrder(step, context.channel, reply.patches);
        step = caughtUp.step;
        ahead = [...ahead, ...caughtUp.left];
      }
      const drained = applyInOrder(step, context.channel, ahead);
      enqueue.assign({
        seq: drained.step.seq,
        state: drained.step.state,
        ahead: drained.left,
        stale: drained.step.stale,
        error: null,
        refusals: 0,
      });
      for (const event of drained.step.emitted) enqueue.emit(event);
    }),
    applyNext: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PATCH' || context.seq === null) return;
      const result = patched(context.state, event.patch);
      if (!result) {
        enqueue.assign({ stale: true });
        return;
      }
      enqueue.assign({ seq: event.patch.seq, state: result.after });
      enqueue.emit({
        type: 'patched',
        channel: context.channel,
        patch: event.patch,
        before: context.state,
        after: result.after,
      });
    }),
    fail: assign({
      error: (_, params: { message: string }) => params.message,
      refusals: ({ context }) => context.refusals + 1,
    }),
  },
  guards: {
    socketConnected: ({ context }) => context.socket.connected,
    hasState: ({ context }) => context.seq !== null,
    refused: (_, params: { reply: ChannelReply }) => params.reply.kind === 'refused',
    notReady: ({ context }, params: { reply: ChannelReply }) =>
      params.reply.kind === 'refused' && params.reply.message === CHANNEL_NOT_READY_MESSAGE && context.refusals < CHANNEL_NOT_READY_PATIENCE,
    duplicate: ({ context, event }) => event.type === 'PATCH' && context.seq !== null && event.patch.seq <= context.seq,
    next: ({ context, event }) => event.type === 'PATCH' && context.seq !== null && event.patch.seq === context.seq + 1,
    behind: ({ context }) => context.ahead.length > 0,
    stale: ({ context }) => context.stale,
    worthRetrying: ({ context }) =>
      context.error !== UNKNOWN_CHANNEL_MESSAGE && context.error !== MALFORMED_REPLY_MESSAGE,
  },
  delays: {
    ackTimeout: CHANNEL_ACK_TIMEOUT_MS,
    refusedRetry: ({ context }) =>
      backoffDelay(context.refusals - 1, { baseMs: CHANNEL_REFUSED_RETRY_MS, maxMs: CHANNEL_REFUSED_RETRY_MAX_MS }),
  },
}).createMachine({
  id: 'channel',
  context: ({ input }) => ({
    socket: input.socket,
    channel: input.channel,
    seq: null,
    state: null,
    ahead: [],
    stale: false,
    error: null,
    refusals: 0,
  }),
  invoke: {
    src: 'listen',
    input: ({ context }) => ({ socket: context.socket, channel: context.channel }),
  },
  initial: 'Connecting',
  states: {
    Connecting: {
      description: 'Waits for the socket to be connected before asking for the channel.',
      tags: ['subscribing'],
      always: { guard: 'socketConnected', target: 'Subscribing' },
      on: { 'SOCKET.CONNECTED': 'Subscribing' },
    },
    Subscribing: {
      description:
        'channel.subscribe is in flight (first, or again after a patch that did not fit); patches that arrive first wait for the snapshot.',
      tags: ['subscribing'],
      invoke: {
        src: 'subscribe',
        input: ({ context }) => ({ socket: context.socket, channel: context.channel }),
        onDone: [
          {
            guard: { type: 'notReady', params: ({ event }) => ({ reply: event.output }) },
            target: 'Waiting',
            actions: { type: 'fail', params: { message: CHANNEL_NOT_READY_MESSAGE } },
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ reply: event.output }) },
            target: 'Failed',
            actions: {
              type: 'fail',
              params: ({ event }) => ({ message: event.output.kind === 'refused' ? event.output.message : '' }),
            },
          },
          { target: 'Live', actions: { type: 'takeReply', params: ({ event }) => event.output } },
        ],
      },
      after: { ackTimeout: { target: 'Subscribing', reenter: true } },
      on: {
        PATCH: { actions: 'holdAhead' },
        'SOCKET.DISCONNECTED': 'Reconnecting',
      },
    },
    Live: {
      description: 'The state follows the patches one sequence number at a time.',
      tags: ['live'],
      always: [
        { guard: 'stale', target: 'Subscribing' },
        { guard: 'behind', target: 'Resyncing' },
      ],
      on: {
        PATCH: [
          { guard: 'duplicate' },
          { guard: 'next', actions: 'applyNext' },
          { target: 'Resyncing', actions: 'holdAhead' },
        ],
        'SOCKET.DISCONNECTED': 'Reconnecting',
      },
    },
    Resyncing: {
      description: 'A gap or a reconnection: channel.resync asks for what was missed since the last sequence number.',
      tags: ['resyncing'],
      invoke: {
        src: 'resync',
        input: ({ context }) => ({ socket: context.socket, channel: context.channel, fromSeq: context.seq ?? 0 }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ reply: event.output }) },
            target: 'Failed',
            actions: {
              type: 'fail',
              params: ({ event }) => ({ message: event.output.kind === 'refused' ? event.output.message : '' }),
            },
          },
          { target: 'Live', actions: { type: 'takeReply', params: ({ event }) => event.output } },
        ],
      },
      after: { ackTimeout: { target: 'Resyncing', reenter: true } },
      on: {
        PATCH: { actions: 'holdAhead' },
        'SOCKET.DISCONNECTED': 'Reconnecting',
      },
    },
    Reconnecting: {
      description: 'The socket is down; socket.io reconnects on its own, then the channel catches up.',
      tags: ['reconnecting'],
      on: {
        'SOCKET.CONNECTED': [{ guard: 'hasState', target: 'Resyncing' }, { target: 'Subscribing' }],
      },
    },
    Waiting: {
      description:
        'The gateway is still loading the channel (just started, its upstream not yet read): a page shows it as loading, not failed, and it is asked for again later; up to CHANNEL_NOT_READY_PATIENCE times in a row.',
      tags: ['subscribing'],
      after: { refusedRetry: 'Connecting' },
    },
    Failed: {
      description:
        'The gateway refused the channel; its message is in the context. Unless the channel is unknown, it is asked for again later.',
      tags: ['failed'],
      after: { refusedRetry: { guard: 'worthRetrying', target: 'Connecting' } },
    },
  },
});

export type ChannelActor = ActorRefFrom<typeof channelMachine>;
export type ChannelSnapshot = SnapshotFrom<typeof channelMachine>;

/** What a page shows about a channel's connection. */
export type ChannelStatus = 'subscribing' | 'live' | 'resyncing' | 'reconnecting' | 'failed';

const STATUSES: readonly ChannelStatus[] = ['live', 'resyncing', 'reconnecting', 'failed', 'subscribing'];

export function channelStatus(snapshot: ChannelSnapshot): ChannelStatus {
  return STATUSES.find((status) => snapshot.hasTag(status)) ?? 'subscribing';
}
