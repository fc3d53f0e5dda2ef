import type { ChannelSocket } from '../../src/realtime/socket';

type Listener = (...args: never[]) => void;

export interface SentRequest {
  event: string;
  request: { channel: string; fromSeq?: number };
  ack?: (reply: unknown) => void;
}

/** A socket.io client stand-in: listeners by event name, emits recorded with their acks. */
export class FakeSocket implements ChannelSocket {
  connected = true;
  readonly sent: SentRequest[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, request: SentRequest['request'], ack?: (reply: never) => void): this {
    this.sent.push({ event, request, ack: ack as SentRequest['ack'] });
    return this;
  }

  /** Delivers a server event to every listener. */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  reconnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  requests(event: string): SentRequest[] {
    return this.sent.filter((sent) => sent.event === event);
  }

  /** Answers the waiting subscription of `channel` with its snapshot. */
  answerChannel(channel: string, snapshot: unknown, seq = 1): void {
    const request = this.requests('channel.subscribe').find((sent) => sent.request.channel === channel && sent.ack);
    if (!request?.ack) throw new Error(`no subscription of ${channel} waiting`);
    const { ack } = request;
    request.ack = undefined;
    ack({ ok: true, channel, seq, snapshot });
  }

  /** Answers the latest request of `event` that is still waiting. */
  answer(event: string, reply: unknown): void {
    const request = this.requests(event).at(-1);
    if (!request?.ack) throw new Error(`no ${event} waiting for an answer`);
    const { ack } = request;
    request.ack = undefined;
    ack(reply);
  }
}
