import { EventEmitter } from 'node:events';
import { io, type Socket } from 'socket.io-client';
import {
  applyPatch,
  type ChatSendReply,
  type ChatSendRequestInput,
  type ClientToServerEvents,
  type Patch,
  type ServerToClientEvents,
  type SubscribeReply,
} from '@portal/contracts';

/** How a channel reached a sequence number: a snapshot (subscribe, resync) or the next patch. */
export type Step = { seq: number; kind: 'snapshot' | 'patch' };

type Tracked = {
  seq: number;
  state: unknown;
  /** Patches that came while a snapshot or a resync was awaited. */
  waiting: Patch[] | undefined;
  steps: Step[];
};

/**
 * A fan's page as the web keeps its channels: a snapshot, then each next patch; a gap, or a patch
 * that does not fit, asks for a resync from the last number. It records every step it took and
 * anything that went wrong, and emits `change` whenever a channel moved.
 */
export class FanClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly events = new EventEmitter();
  /** What went wrong here: a refused resync, a dropped connection. */
  readonly problems: string[] = [];
  private readonly channels = new Map<string, Tracked>();

  constructor(
    readonly name: string,
    url: string,
    token?: string,
  ) {
    this.socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnectionDelay: 50, ...(token ? { auth: { token } } : {}) });
    this.socket.on('channel.batch', (patches) => {
      for (const patch of patches) this.onPatch(patch);
      this.events.emit('change');
    });
    this.socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') this.problems.push(`${this.name} disconnected: ${reason}`);
    });
  }

  async connected(): Promise<void> {
    if (this.socket.connected) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  async subscribe(channel: string): Promise<SubscribeReply> {
    this.channels.set(channel, { seq: 0, state: undefined, waiting: [], steps: [] });
    const reply = await this.socket.timeout(5_000).emitWithAck('channel.subscribe', { channel });
    if (!reply.ok) {
      this.channels.delete(channel);
      return reply;
    }
    this.settle(channel, reply.seq, reply.snapshot);
    return reply;
  }

  /** Sends a chat message; the answer comes within the few seconds a Redis outage takes to be told. */
  send(request: ChatSendRequestInput): Promise<ChatSendReply> {
    return this.socket.timeout(10_000).emitWithAck('chat.send', request);
  }

  state<T>(channel: string): T {
    return this.channels.get(channel)?.state as T;
  }

  seq(channel: string): number {
    return this.channels.get(channel)?.seq ?? 0;
  }

  steps(channel: string): readonly Step[] {
    return this.channels.get(channel)?.steps ?? [];
  }

  close(): void {
    this.socket.disconnect();
  }

  private onPatch(patch: Patch): void {
    const tracked = this.channels.get(patch.channel);
    if (tracked === undefined) return;
    if (tracked.waiting !== undefined) {
      tracked.waiting.push(patch);
      return;
    }
    if (patch.seq <= tracked.seq) return;
    if (patch.seq === tracked.seq + 1 && this.apply(tracked, patch)) return;
    tracked.waiting = [patch];
    void this.resync(patch.channel, tracked.seq);
  }

  /** Applies the next patch; false when it does not fit the state. */
  private apply(tracked: Tracked, patch: Patch): boolean {
    try {
      tracked.state = applyPatch(tracked.state, patch.ops);
    } catch (error) {
      this.problems.push(`${this.name}: patch ${patch.channel}#${patch.seq} did not fit: ${(error as Error).message}`);
      return false;
    }
    tracked.seq = patch.seq;
    tracked.steps.push({ seq: patch.seq, kind: 'patch' });
    return true;
  }

  private async resync(channel: string, fromSeq: number): Promise<void> {
    let reply;
    try {
      reply = await this.socket.timeout(5_000).emitWithAck('channel.resync', { channel, fromSeq });
    } catch (error) {
      this.problems.push(`${this.name}: resync of ${channel} unanswered: ${(error as Error).message}`);
      return;
    }
    const tracked = this.channels.get(channel);
    if (tracked === undefined) return;
    if (!reply.ok) {
      this.problems.push(`${this.name}: resync of ${channel} refused: ${reply.message}`);
      return;
    }
    if ('patches' in reply) {
      const waiting = tracked.waiting ?? [];
      tracked.waiting = undefined;
      for (const patch of reply.patches) if (patch.seq === tracked.seq + 1) this.apply(tracked, patch);
      for (const patch of waiting.sort((a, b) => a.seq - b.seq)) this.onPatch(patch);
    } else this.settle(channel, reply.seq, reply.snapshot);
    this.events.emit('change');
  }

  private settle(channel: string, seq: number, snapshot: unknown): void {
    const tracked = this.channels.get(channel) as Tracked;
    const waiting = tracked.waiting ?? [];
    tracked.seq = seq;
    tracked.state = snapshot;
    tracked.waiting = undefined;
    tracked.steps.push({ seq, kind: 'snapshot' });
    for (const patch of waiting.sort((a, b) => a.seq - b.seq)) this.onPatch(patch);
  }
}
