import WebSocket from 'ws';
import { type ReceivedPatch, receivedFromBatch, receivedFromText, wireBytes } from './wire';

/** A connection one fan holds: to the gateway or the naive baseline (socket.io), or to the bare `ws` floor. */
export interface FanConnection {
  /** Opens the connection; resolves once it can carry requests. */
  open(): Promise<void>;
  /** Sends a request that expects an answer and resolves with the answer's JSON text. */
  request(event: 'channel.subscribe' | 'channel.resync', body: object): Promise<string>;
  /** Drops the connection at once, as a lost network would. */
  drop(): void;
  close(): void;
}

export type FanHandlers = {
  /** A pushed patch, and its share of the bytes its frame took on the wire. */
  onPatch(patch: ReceivedPatch, bytes: number): void;
  /** Any other event the server sends (socket.io only): its name and its argument's JSON text. */
  onEvent?(event: string, text: string): void;
  onClose(): void;
};

/** One patch per frame: the naive baseline. */
const PATCH_PREFIX = '42["channel.patch",';
/** The patches of a turn in one frame: the gateway. */
const BATCH_PREFIX = '42["channel.batch",';
const BATCH_PREFIX_BYTES = Buffer.from(BATCH_PREFIX);
/** The batching floor's frames: the patches of a turn as one array. */
const ARRAY_START = 0x5b;

const startsWith = (data: Buffer, prefix: Buffer) => data.length >= prefix.length && data.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

/**
 * socket.io over engine.io v4, WebSocket transport only, spoken directly: `0` open, `40` connect
 * to the main namespace (`40{"token":…}` when signed in), `2`/`3` ping and pong, `42[...]` events
 * and `42<id>[...]` with an ack id answered by `43<id>[...]`. Nothing is decoded but the frames the
 * load needs.
 */
export class LeanSocketIo implements FanConnection {
  private socket: WebSocket | undefined;
  private nextAck = 0;
  private readonly acks = new Map<number, (text: string) => void>();

  constructor(
    private readonly baseUrl: string,
    private readonly handlers: FanHandlers,
    private readonly timeoutMs = 30_000,
    /** A session token: the connection is then that user's, as `auth.token` of socket.io-client. */
    private readonly token?: string,
  ) {}

  open(): Promise<void> {
    const url = `${this.baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: this.timeoutMs });
      this.socket = socket;
      let connected = false;
      const timer = setTimeout(() => {
        reject(new Error('socket.io connect timed out'));
        socket.terminate();
      }, this.timeoutMs);
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) return;
        // The frames that come by the thousand are read as latin1 (see receivedFromBatch), the rest as UTF-8.
        if (startsWith(data, BATCH_PREFIX_BYTES)) {
          patchesArrived(receivedFromBatch(data.toString('latin1'), BATCH_PREFIX.length), wireBytes(data.length), this.handlers);
          return;
        }
        const text = data.toString();
        const type = text.charCodeAt(0);
        if (type === 52 /* 4: message */) {
          const kind = text.charCodeAt(1);
          if (kind === 50 /* 2: event */) {
            if (text.startsWith(PATCH_PREFIX)) {
              const patch = receivedFromText(text.slice(PATCH_PREFIX.length, -1));
              if (patch !== undefined) this.handlers.onPatch(patch, wireBytes(data.length));
            } else if (this.handlers.onEvent !== undefined && text.startsWith('42["')) {
              const nameEnd = text.indexOf('"', 4);
              this.handlers.onEvent(text.slice(4, nameEnd), text.slice(nameEnd + 2, -1));
            }
          } else if (kind === 51 /* 3: ack */) {
            const bracket = text.indexOf('[');
            const id = Number(text.slice(2, bracket));
            const answer = this.acks.get(id);
            this.acks.delete(id);
            answer?.(text.slice(bracket + 1, -1));
          } else if (kind === 48 /* 0: connect */ && !connected) {
            connected = true;
            clearTimeout(timer);
            resolve();
          } else if (kind === 52 /* 4: connect error */) {
            clearTimeout(timer);
            reject(new Error(`socket.io refused the connection: ${text.slice(2)}`));
          }
        } else if (type === 50 /* 2: ping */) {
          socket.send('3');
        } else if (type === 48 /* 0: open */) {
          socket.send(this.token === undefined ? '40' : `40${JSON.stringify({ token: this.token })}`);
        }
      });
      socket.on('error', (error) => {
        if (!connected) {
          clearTimeout(timer);
          reject(error);
        }
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (!connected) reject(new Error('socket.io connection closed before connect'));
        this.acks.clear();
        this.handlers.onClose();
      });
    });
  }

  request(event: string, body: object, timeoutMs = this.timeoutMs): Promise<string> {
    const socket = this.socket;
    if (socket === undefined || socket.readyState !== WebSocket.OPEN) return Promise.reject(new Error('not connected'));
    const id = this.nextAck;
    this.nextAck += 1;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error(`${event}: no answer within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.acks.set(id, (text) => {
        clearTimeout(timer);
        resolve(text);
      });
      socket.send(`42${id}${JSON.stringify([event, body])}`);
    });
  }

  drop(): void {
    this.socket?.terminate();
  }

  close(): void {
    this.socket?.close();
  }
}

/** The patches of one frame, each with its share of the frame's bytes. */
function patchesArrived(patches: readonly ReceivedPatch[], bytes: number, handlers: FanHandlers): void {
  const share = bytes / patches.length;
  for (const patch of patches) handlers.onPatch(patch, share);
}

/**
 * The bare `ws` floor's protocol: `{"op":"subscribe","channel","id"}` answered by
 * `{"id","ok","channel","seq"}`; every other frame is a patch object, or with the batching floor
 * an array of them.
 */
export class FloorSocket implements FanConnection {
  private socket: WebSocket | undefined;
  private nextId = 0;
  private readonly answers = new Map<number, (text: string) => void>();

  constructor(
    private readonly baseUrl: string,
    private readonly handlers: FanHandlers,
    private readonly timeoutMs = 30_000,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.baseUrl.replace(/^http/, 'ws'), { perMessageDeflate: false, handshakeTimeout: this.timeoutMs });
      this.socket = socket;
      socket.on('open', () => resolve());
      socket.on('error', reject);
      socket.on('message', (data: Buffer) => {
        if (data[0] === ARRAY_START) {
          // The batching floor: the frames of a turn as one array.
          patchesArrived(receivedFromBatch(data.toString('latin1')), wireBytes(data.length), this.handlers);
          return;
        }
        const text = data.toString();
        if (text.startsWith('{"id":')) {
          const id = Number(text.slice(6, text.indexOf(',')));
          const answer = this.answers.get(id);
          this.answers.delete(id);
          answer?.(text);
        } else {
          const patch = receivedFromText(text);
          if (patch !== undefined) this.handlers.onPatch(patch, wireBytes(data.length));
        }
      });
      socket.on('close', () => {
        this.answers.clear();
        this.handlers.onClose();
      });
    });
  }

  request(event: 'channel.subscribe' | 'channel.resync', body: object): Promise<string> {
    const socket = this.socket;
    if (socket === undefined || socket.readyState !== WebSocket.OPEN) return Promise.reject(new Error('not connected'));
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${event}: no answer`)), this.timeoutMs);
      this.answers.set(id, (text) => {
        clearTimeout(timer);
        resolve(text);
      });
      socket.send(JSON.stringify({ id, op: event === 'channel.subscribe' ? 'subscribe' : 'resync', ...body }));
    });
  }

  drop(): void {
    this.socket?.terminate();
  }

  close(): void {
    this.socket?.close();
  }
}
