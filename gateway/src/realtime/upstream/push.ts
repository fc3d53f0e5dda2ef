import WebSocket from 'ws';
import { type Backoff, backoffDelay, feedEventSchema, type FeedEvent } from '@portal/contracts';
import type { RealtimeLog } from '../channels/log';

export type PushSubscriptionOptions = {
  url: string;
  onEvent: (event: FeedEvent) => void;
  /** Called on every (re)connection, once the upstream said hello. */
  onConnected?: () => void;
  log: RealtimeLog;
  /** A connection that sent nothing, not even a heartbeat, for this long is taken for dead; 0 never. */
  silenceMs?: number;
  backoff?: Pick<Backoff, 'baseMs' | 'maxMs'>;
};

/**
 * The upstream's push stream over a WebSocket, kept open: every drop, refusal or silence leads to
 * a reconnection after an exponential back-off with jitter, reset by the next hello.
 */
export class PushSubscription {
  private socket: WebSocket | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private silenceTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private stopped = true;
  private connectedOnce = false;

  constructor(private readonly options: PushSubscriptionOptions) {}

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    this.socket?.removeAllListeners();
    this.socket?.on('error', () => undefined);
    this.socket?.terminate();
    this.socket = undefined;
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.options.url, { handshakeTimeout: 5_000 });
    this.socket = socket;
    this.listen();
    socket.on('message', (data) => {
      this.listen();
      let frame: unknown;
      try {
        frame = JSON.parse(String(data));
      } catch {
        this.options.log.warn({ frame: String(data).slice(0, 200) }, 'upstream push: not JSON');
        return;
      }
      const parsed = feedEventSchema.safeParse(frame);
      if (!parsed.success) {
        this.options.log.warn({ issue: parsed.error.issues[0] }, 'upstream push: frame off contract');
        return;
      }
      if (parsed.data.type === 'hello') {
        this.attempt = 0;
        if (this.connectedOnce) this.options.log.info('upstream push: reconnected');
        this.connectedOnce = true;
        this.options.onEvent(parsed.data);
        this.options.onConnected?.();
        return;
      }
      this.options.onEvent(parsed.data);
    });
    socket.on('error', (error) => {
      this.options.log.debug({ err: error }, 'upstream push: socket error');
    });
    socket.on('close', (code) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      clearTimeout(this.silenceTimer);
      this.retry(`closed (${code})`);
    });
  }

  private retry(reason: string): void {
    if (this.stopped) return;
    const delay = backoffDelay(this.attempt, { ...(this.options.backoff ?? { baseMs: 500, maxMs: 30_000 }), random: Math.random });
    this.attempt += 1;
    this.options.log.warn({ reason, delayMs: delay, attempt: this.attempt }, 'upstream push: reconnecting');
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** Restarts the watch for silence: a stream that stops without closing would otherwise hang forever. */
  private listen(): void {
    const silenceMs = this.options.silenceMs ?? 45_000;
    if (silenceMs <= 0) return;
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      this.options.log.warn({ silenceMs }, 'upstream push: silent, reconnecting');
      this.socket?.terminate();
    }, silenceMs);
  }
}
