import type { SerializedHistogram } from '../metrics/histogram';

/** The kind of a channel, the part of its name before the first colon: `list`, `match`, `odds`, `room`. */
export type ChannelKind = string;
export const kindOf = (channel: string): ChannelKind => channel.slice(0, channel.indexOf(':'));

/**
 * One simulated fan: the server it connects to (an index into the target's URLs), its channels,
 * and for a signed-in fan (a chat sender) its session token.
 */
export type FanPlan = { server: number; channels: string[]; token?: string };

export type TargetProtocol = 'socket.io' | 'floor';

/**
 * Coordinator to worker: connect these fans and keep them, beside those of earlier commands (a
 * phase connects in stages, see `run/stages.ts`). The last command says so: churn starts after it.
 */
export type StartCommand = {
  type: 'start';
  protocol: TargetProtocol;
  urls: string[];
  fans: FanPlan[];
  /** The last of this worker's fans. */
  last: boolean;
  /** Connections opened at once by this worker. */
  concurrency: number;
  /** Drop each connection about every `everyMs` and keep it away about `offlineMs`. */
  churn?: { everyMs: number; offlineMs: number };
  seed: number;
};

/**
 * Coordinator to worker: the signed-in fans send chat messages to the room, `perSecond` in all from
 * this worker, taking turns, for `durationMs`.
 */
export type StormCommand = { type: 'storm'; roomId: number; perSecond: number; durationMs: number };

/** What a worker's senders sent, and how the gateway answered (`chat.send` acks). */
export type StormReport = {
  type: 'stormed';
  /** From the first message sent to the last. */
  sendingMs: number;
  sent: number;
  accepted: number;
  /** Refusals by their message (a timeout or a dropped connection included). */
  refused: Record<string, number>;
  /** From sending to the answer, accepted messages only. */
  ackMs: SerializedHistogram;
};

/** Coordinator to worker: the events are over; every channel ends at these sequence numbers. */
export type FinishCommand = { type: 'finish'; finalSeqs: Record<string, number>; waitMs: number };
export type CloseCommand = { type: 'close' };

/** A worker's answer to a {@link StartCommand}: how the fans it was given connected. */
export type ConnectedReport = {
  type: 'connected';
  ok: number;
  failed: number;
  errors: string[];
  /** Per fan: from opening the connection to the last subscription answered. */
  connectMs: SerializedHistogram;
};

/** Every second: what arrived in it. */
export type TickReport = {
  type: 'tick';
  second: number;
  deliveries: number;
  latency: Record<ChannelKind, SerializedHistogram>;
};

export type KindBytes = { updates: number; bytes: number; snapshotBytes: number };

export type ResultReport = {
  type: 'result';
  fans: number;
  subscriptions: number;
  /** Patches each subscription should have had from its snapshot to the final sequence number, summed. */
  expected: number;
  /** Received live, once. */
  delivered: number;
  /** Received in the answer to a resync after a reconnection. */
  caughtUp: number;
  /** Covered by a fresh snapshot in a resync answer, when the patches were no longer kept. */
  viaSnapshot: number;
  lost: number;
  duplicated: number;
  /** Subscriptions that lost at least one patch. */
  incomplete: number;
  reconnects: number;
  reconnectFailures: number;
  unexpectedCloses: number;
  latency: Record<ChannelKind, SerializedHistogram>;
  bytes: Record<ChannelKind, KindBytes>;
};

export type WorkerMessage = ConnectedReport | TickReport | StormReport | ResultReport;
